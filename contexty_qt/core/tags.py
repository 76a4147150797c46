"""The tag manager's operations (issue 17): every tag with its count; rename, merge and delete across
all memories; and edits of the tag ontology (CAIM-2, core/ontology.py). Each is one undoable step of
the memory tree, built from the same row commands as every other change.

The ontology and the cards' tags stay one vocabulary: renaming a tag renames its ontology node, a
merge keeps the merged names as keywords of the tag they went into (so the analyzer maps them there
from now on: `Ontology.resolve` turns a keyword into its node, `Ontology.match` finds it in text),
deleting a tag removes it from the cards and the ontology. The analyzer reads the ontology from the
database on every capture, so it follows these edits at once.

Runs wherever the caller is; the UI calls it through the TaskRunner (a rename touches every card with
the tag).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from contexty_qt.core.commands import Command, DeleteRow, InsertRow, UpdateRows
from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.model import Origin, utcnow
from contexty_qt.core.ontology import Ontology, TagNode, keywords_json, normalize_tag
from contexty_qt.core.store import to_db_time
from contexty_qt.core.tree import MemoryTree, normalize_tags


@dataclass(frozen=True)
class TagCount:
    name: str
    count: int  # memories carrying it, in every workspace
    node: TagNode | None  # its place in the ontology, if it has one


class TagManager:
    def __init__(self, tree: MemoryTree, ontology: Ontology | None = None) -> None:
        self.tree = tree
        self.store = tree.store
        self.ontology = ontology or Ontology(tree.store)

    # ---- reading -----------------------------------------------------------------------------
    def counts(self) -> list[TagCount]:
        """Every tag on a card and every ontology tag, most used first (ontology tags nobody uses: 0)."""
        rows = self.store.query("SELECT j.value AS tag, COUNT(DISTINCT m.id) AS n FROM memories m, json_each(m.tags) j "
                                "GROUP BY j.value")
        used = {str(r["tag"]): int(r["n"]) for r in rows}
        nodes = {n.name: n for n in self.ontology.nodes()}
        names = set(used) | set(nodes)
        return sorted((TagCount(name, used.get(name, 0), nodes.get(name)) for name in names),
                      key=lambda t: (-t.count, t.name))

    def memories_with(self, tags: Iterable[str]) -> dict[int, list[str]]:
        wanted = list(dict.fromkeys(tags))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = self.store.query(f"SELECT DISTINCT m.id, m.tags FROM memories m, json_each(m.tags) j "
                                f"WHERE j.value IN ({marks}) ORDER BY m.id", wanted)
        return {int(r["id"]): list(json.loads(r["tags"])) for r in rows}

    def _known(self, tag: str) -> str:
        name = (normalize_tags([tag]) or [""])[0]
        if not name or (not self.memories_with([name]) and self.ontology.get(name) is None):
            raise NotFoundError(f"There is no tag “{tag}”.")
        return name

    # ---- across memories ---------------------------------------------------------------------
    def rename(self, tag: str, new_name: str) -> str:
        old = self._known(tag)
        node = self.ontology.get(old)
        new = normalize_tag(new_name) if node is not None else (normalize_tags([new_name]) or [""])[0]
        if not new:
            raise InvalidInputError(f"“{new_name}” is not a usable tag.")
        if new == old:
            return new
        if self.memories_with([new]) or self.ontology.get(new) is not None:
            raise InvalidInputError(f"The tag “{new}” already exists; merge “{old}” into it instead.")
        if node is not None:
            self.ontology.check_rename(old, new)
        with self.tree.macro(f"Rename tag “{old}” to “{new}”"):
            self._retag({old}, new)
            if node is not None:
                self._run(UpdateRows("tag_ontology", {node.id: {"name": new}}, "", Origin.USER))
        return new

    def merge(self, tags: Sequence[str], into: str) -> str:
        """Fold `tags` into `into` on every card; in the ontology they become keywords of `into`."""
        target = (normalize_tags([into]) or [""])[0]
        if not target:
            raise InvalidInputError(f"“{into}” is not a usable tag.")
        sources = [name for name in (self._known(t) for t in tags) if name != target]
        if not sources:
            raise InvalidInputError("Choose at least one other tag to merge.")
        label = f"Merge {', '.join(f'“{s}”' for s in sources)} into “{target}”"
        with self.tree.macro(label):
            self._retag(set(sources), target)
            target_node = self.ontology.get(target)
            nodes = [n for n in (self.ontology.get(s) for s in sources) if n is not None]
            if target_node is None and nodes:  # the first source's place in the ontology becomes the target's
                first, nodes = nodes[0], nodes[1:]
                name = self.ontology.check_rename(first.name, target)[1]
                keywords = [*first.keywords, first.name]
                self._run(UpdateRows("tag_ontology", {first.id: {"name": name, "keywords": keywords_json(keywords)}},
                                     "", Origin.USER))
                target_node = self.ontology.require(name)
            if target_node is not None:
                keywords = list(target_node.keywords)
                for node in nodes:
                    keywords += [node.name, *node.keywords]
                    self._remove_node(node)
                if nodes:
                    self._run(UpdateRows("tag_ontology", {target_node.id: {"keywords": keywords_json(keywords)}}, "",
                                         Origin.USER))
        return target

    def delete(self, tag: str) -> None:
        """Remove the tag from every card and from the ontology."""
        name = self._known(tag)
        with self.tree.macro(f"Delete tag “{name}”"):
            self._retag({name}, None)
            node = self.ontology.get(name)
            if node is not None:
                self._remove_node(node)

    # ---- the ontology ------------------------------------------------------------------------
    def add_node(self, name: str, parent: str | None = None, keywords: Iterable[str] = ()) -> TagNode:
        tag, parent_node = self.ontology.check_add(name, parent)
        row = {"parent_id": parent_node.id if parent_node else None, "name": tag,
               "keywords": keywords_json(keywords), "created_by": Origin.USER.value,
               "created_at": to_db_time(utcnow())}
        where = f" under “{parent_node.name}”" if parent_node else ""
        self._run(InsertRow("tag_ontology", row, f"Add tag “{tag}”{where}", Origin.USER))
        return self.ontology.require(tag)

    def set_keywords(self, name: str, keywords: Iterable[str]) -> None:
        node = self.ontology.require(name)
        value = keywords_json(keywords)
        if value == json.dumps(list(node.keywords), ensure_ascii=False):
            return
        self._run(UpdateRows("tag_ontology", {node.id: {"keywords": value}}, f"Edit keywords of “{node.name}”",
                             Origin.USER))

    def move_node(self, name: str, parent: str | None) -> None:
        node, parent_node = self.ontology.check_move(name, parent)
        if (parent_node.id if parent_node else None) == node.parent_id:
            return
        where = f"under “{parent_node.name}”" if parent_node else "to the top level"
        self._run(UpdateRows("tag_ontology", {node.id: {"parent_id": parent_node.id if parent_node else None}},
                             f"Move tag “{node.name}” {where}", Origin.USER))

    def remove_node(self, name: str) -> None:
        """Take a tag out of the ontology only: cards keep the word as a free tag."""
        node = self.ontology.require(name)
        with self.tree.macro(f"Remove “{node.name}” from the ontology"):
            self._remove_node(node)

    # ---- helpers -----------------------------------------------------------------------------
    def _run(self, command: Command) -> None:
        self.tree.execute(command)  # inside a macro it folds into the macro's one step

    def _retag(self, old: set[str], new: str | None) -> None:
        changes: dict[int, dict[str, Any]] = {}
        for memory_id, tags in self.memories_with(old).items():
            out: list[str] = []
            for tag in tags:
                chosen = new if tag in old else tag
                if chosen is not None and chosen not in out:
                    out.append(chosen)
            changes[memory_id] = {"tags": json.dumps(out, ensure_ascii=False)}
        if changes:
            self._run(UpdateRows("memories", changes, "", Origin.USER))

    def _remove_node(self, node: TagNode) -> None:
        children = [n for n in self.ontology.nodes() if n.parent_id == node.id]
        if children:  # they move up to its parent
            self._run(UpdateRows("tag_ontology", {c.id: {"parent_id": node.parent_id} for c in children}, "",
                                 Origin.USER))
        self._run(DeleteRow("tag_ontology", node.id, "", Origin.USER))


__all__ = ["TagCount", "TagManager", "normalize_tag"]
