"""Property-based tests of export and import (issue 8).

* export -> import into an empty data dir -> export gives the same document, for generated trees with
  arbitrary Unicode text, memos, tags, nested groups, links and chat threads;
* importing arbitrary JSON, or a valid export with one value replaced by arbitrary JSON, either succeeds
  or raises ImportFormatError, and a refused import leaves the data dir unchanged.

Each example gets its own temporary data dir (hypothesis runs many examples per test function).
"""

from __future__ import annotations

import copy
import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contexty_qt.core.errors import ImportFormatError
from contexty_qt.core.exchange import export_document, import_document
from contexty_qt.core.model import NodeKind, SourceType
from contexty_qt.core.sanitize import MAX_MEMO_CHARS, clean_text
from contexty_qt.core.services import CoreServices, open_core
from tests.core.test_bad_input import fingerprint

# bounded so the suite stays fast; CONTEXTY_PROPERTY_EXAMPLES=2000 for a deeper search
BOUNDED = settings(max_examples=int(os.environ.get("CONTEXTY_PROPERTY_EXAMPLES", "40")), deadline=None,
                   suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# any Unicode but surrogates (not encodable) and NUL (dropped on capture): RTL, emoji, combining marks
unicode_text = st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=80)


@contextmanager
def fresh_core() -> Iterator[CoreServices]:
    with tempfile.TemporaryDirectory(prefix="contexty-prop-") as folder:
        core = open_core(str(Path(folder) / "data"))
        try:
            yield core
        finally:
            core.close()


@st.composite
def trees(draw: st.DrawFn) -> dict[str, Any]:
    """A recipe for a tree: groups (each nested in an earlier one or at the top), memories in them."""
    group_count = draw(st.integers(0, 6))
    groups = [{"name": draw(unicode_text.filter(lambda s: s.strip())),
               "parent": draw(st.none() | st.integers(0, i - 1)) if i else None,
               "summary": draw(unicode_text)} for i in range(group_count)]
    memories = [{"text": draw(unicode_text), "memo": draw(unicode_text),
                 "title": draw(unicode_text), "tags": draw(st.lists(unicode_text, max_size=4)),
                 "source": draw(st.sampled_from([SourceType.SNIPPET, SourceType.OBSERVATION])),
                 "group": draw(st.none() | st.integers(0, group_count - 1)) if group_count else None}
                for _ in range(draw(st.integers(1, 6)))]
    links = draw(st.lists(st.tuples(st.integers(0, len(memories) - 1), st.integers(0, len(memories) - 1),
                                    unicode_text), max_size=3))
    chat = draw(st.lists(st.tuples(st.sampled_from(["user", "assistant"]), unicode_text), max_size=3))
    return {"groups": groups, "memories": memories, "links": links, "chat": chat}


def build(core: CoreServices, recipe: dict[str, Any]) -> None:
    tree = core.tree
    group_ids: list[int] = []
    for group in recipe["groups"]:
        parent = None if group["parent"] is None else group_ids[group["parent"]]
        group_ids.append(tree.add_group(group["name"], parent_id=parent, summary=group["summary"]).id)
    memory_ids = []
    for m in recipe["memories"]:
        text = m["text"] if m["text"].strip() else "x" + m["text"]  # a memory needs some text
        memory = tree.add_memory(m["source"], text=text, memo=m["memo"])
        tree.edit_memories([memory.id], title=m["title"], tags=m["tags"])
        if m["group"] is not None:
            tree.move_memories([memory.id], group_ids[m["group"]])
        memory_ids.append(memory.id)
    for src, dst, label in recipe["links"]:
        if src != dst:
            tree.link((NodeKind.MEMORY, memory_ids[src]), (NodeKind.MEMORY, memory_ids[dst]), label)
    if recipe["chat"]:
        from contexty_qt.core.chat.threads import ThreadStore

        threads = ThreadStore(core.store)
        thread = threads.create()
        for role, content in recipe["chat"]:
            threads.add_message(thread.id, role, content or "…")


def normalized(doc: dict[str, Any]) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    doc.pop("exported_at", None)
    return doc


@BOUNDED
@given(recipe=trees())
def test_export_import_export_is_the_identity(recipe: dict[str, Any]) -> None:
    with fresh_core() as source, fresh_core() as target:
        build(source, recipe)
        exported = export_document(source.store)
        memories = exported["memories"]
        assert [m["memo"] for m in memories] == [clean_text(m["memo"], limit=MAX_MEMO_CHARS)
                                                 for m in recipe["memories"]]
        result = import_document(target.tree, json.dumps(exported, ensure_ascii=False).encode("utf-8"))
        assert result.same_ids
        again = export_document(target.store)
        assert normalized(again) == normalized(exported)
        assert target.store.integrity_ok()


# ---- arbitrary JSON ---------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)
T0 = "2024-05-01T09:30:00+00:00"
BASE: dict[str, Any] = {
    "format": "contexty-export", "version": 2,
    "workspaces": [{"id": 1, "name": "W", "created_at": T0}],
    "groups": [{"id": 1, "workspace_id": 1, "name": "G", "created_at": T0},
                 {"id": 2, "workspace_id": 1, "name": "H", "parent_id": 1, "created_at": T0}],
    "memories": [{"id": 1, "workspace_id": 1, "source": "snippet", "captured_at": T0, "text": "one",
                  "group_id": 2, "tags": ["a"], "provenance": {"app": "Firefox"}},
                 {"id": 2, "workspace_id": 1, "source": "chat", "captured_at": T0, "memo": "two"}],
    "links": [{"id": 1, "workspace_id": 1, "src_kind": "memory", "src_id": 1, "dst_kind": "group", "dst_id": 1}],
    "threads": [{"id": 1, "workspace_id": 1, "title": "T", "created_at": T0, "updated_at": T0}],
    "messages": [{"id": 1, "thread_id": 1, "role": "user", "content": "hi", "created_at": T0, "citations": [1]}],
}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*prefix, index))
    return found


PATHS = _paths(BASE)


@st.composite
def mutated_exports(draw: st.DrawFn) -> bytes:
    """The valid BASE with one to three values replaced by arbitrary JSON or removed."""
    doc = copy.deepcopy(BASE)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS))
        target: Any = doc
        try:
            for part in path[:-1]:
                target = target[part]
            if draw(st.booleans()) and isinstance(target, dict):
                target.pop(path[-1], None)
            else:
                target[path[-1]] = draw(json_values)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed or replaced a parent
    return json.dumps(doc).encode()


def assert_import_is_all_or_nothing(data: bytes) -> None:
    with fresh_core() as core:
        core.tree.add_memory(SourceType.SNIPPET, text="already here")
        before = fingerprint(core.data_dir)
        try:
            import_document(core.tree, data)
        except ImportFormatError as refusal:
            assert str(refusal) and "\n" not in str(refusal)
            assert fingerprint(core.data_dir) == before
        else:
            assert core.store.integrity_ok()
            export_document(core.store)  # what was accepted can be read back


def test_the_unmutated_base_imports() -> None:
    with fresh_core() as core:
        assert import_document(core.tree, json.dumps(BASE).encode()).counts["memories"] == 2


@BOUNDED
@given(data=mutated_exports())
def test_a_valid_export_with_arbitrary_changes_imports_or_is_refused(data: bytes) -> None:
    assert_import_is_all_or_nothing(data)


@BOUNDED
@given(value=json_values)
def test_arbitrary_json_is_refused_cleanly(value: Any) -> None:
    assert_import_is_all_or_nothing(json.dumps(value).encode())


@BOUNDED
@given(data=st.binary(max_size=200))
def test_arbitrary_bytes_are_refused_cleanly(data: bytes) -> None:
    assert_import_is_all_or_nothing(data)
