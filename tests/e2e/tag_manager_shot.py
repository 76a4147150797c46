"""The tag manager over a small seeded data dir, grabbed into a PNG for README.md.

    python -m tests.e2e.tag_manager_shot OUT.png     (CONTEXTY_DATA_DIR set, on a real X display)

The tags are the seed's, written here (no model involved); the ontology is the built-in default.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from contexty_qt.core.model import SourceType
from contexty_qt.core.services import open_core
from contexty_qt.core.tags import TagManager
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.tags.manager import TagManagerDialog

SEED = (
    ("ThinkPad X1 Carbon battery review", ["laptop", "reviews", "shopping"]),
    ("MacBook Air M3 price in the student store", ["notebook-pc", "price", "shopping"]),
    ("Framework 13 RAM upgrade guide", ["laptop", "specs"]),
    ("Dell XPS 13 vs ThinkPad X1 comparison", ["laptop", "comparison", "shopping"]),
    ("Flights to Lisbon, cheapest on Tuesday", ["flight", "travel", "planning"]),
    ("Hotel near the ICML venue", ["hotel", "travel", "planning"]),
    ("Visa appointment at the embassy", ["visa", "travel"]),
    ("Attention is all you need (arXiv)", ["paper", "research"]),
    ("Related work draft for the thesis", ["draft", "thesis", "research"]),
    ("Grant budget table, section 4.2", ["funding", "finance"]),
)


def main() -> int:
    out = sys.argv[1]
    app = QApplication(["contexty-tags-shot"])
    app.setApplicationName("Contexty")
    core = open_core(None)
    for text, tags in SEED:
        core.tree.add_memory(SourceType.SNIPPET, text=text, tags=tags)
    runner = TaskRunner()
    dialog = TagManagerDialog(TagManager(core.tree), runner)
    dialog.resize(960, 560)
    dialog.show()

    def shoot() -> None:
        dialog.select_tags(["notebook-pc"])
        dialog.select_node("electronics")
        item = dialog.tree.currentItem()
        if item is not None:
            item.setExpanded(True)
            parent = item.parent()
            if parent is not None:
                parent.setExpanded(True)
        dialog.tree.scrollToItem(item) if item is not None else None
        QTimer.singleShot(300, lambda: (dialog.grab().save(out), app.quit()))

    dialog.loaded.connect(lambda: QTimer.singleShot(200, shoot))
    dialog.reload()
    code = app.exec()
    runner.shutdown()
    core.close()
    print("saved", out, flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
