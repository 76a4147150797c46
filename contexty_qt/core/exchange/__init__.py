"""Export and import: a versioned, lossless JSON document, a Markdown outline and compact context
text for other AI tools. One module per format:

    schema.py     the document's pydantic models (what an import accepts) and its version
    document.py   the JSON export (export_document, snapshot_json, Selection)
    markdown.py   the Markdown export (export_markdown, image_names)
    context.py    "copy context" plain text (export_context)
    importing.py  validation, then one undoable write (check_import, import_document)

The JSON document embeds images as base64 so an export is one self-contained file: it can be piped,
moved or mailed as a single artifact, and an import never follows a file path chosen by the file's
author.
"""

from contexty_qt.core.exchange.context import export_context
from contexty_qt.core.exchange.document import (
    Selection,
    export_document,
    select_snapshot,
    snapshot_json,
    to_json_value,
)
from contexty_qt.core.exchange.importing import (
    CheckedImport,
    ImportResult,
    check_images,
    check_import,
    check_references,
    import_document,
    parse_document,
    store_is_empty,
)
from contexty_qt.core.exchange.markdown import export_markdown, image_names
from contexty_qt.core.exchange.schema import FORMAT, MAX_IMPORT_BYTES, VERSION, ExportDocument

__all__ = [
    "FORMAT", "MAX_IMPORT_BYTES", "VERSION", "CheckedImport", "ExportDocument", "ImportResult", "Selection",
    "check_images", "check_import", "check_references", "export_context", "export_document", "export_markdown",
    "image_names", "import_document", "parse_document", "select_snapshot", "snapshot_json", "store_is_empty",
    "to_json_value",
]
