"""Which words are people's first names ("priya", "maureen", "jonas"): a group is rarely best named
after a person, so naming ranks such a word low when the capture's own casing says it is a name.

The list is the first names of every locale Faker ships (MIT, kept up to date: ~31,000 names). Its
modules are read as text and only the name literals kept, never imported: importing Faker's
providers holds ~22 MB, the parsed set ~3 MB (issue 18's footprint budget)."""

from __future__ import annotations

import ast
import importlib.util
from functools import cache
from pathlib import Path


def _literals(source: str) -> set[str]:
    """Every string in the assignments to first_names* of one Faker person provider."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        if node.value is None or not any(isinstance(t, ast.Name) and t.id.startswith("first_names")
                                         for t in targets):
            continue
        for leaf in ast.walk(node.value):
            if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                found.add(leaf.value.lower())
    return found


@cache
def first_names() -> frozenset[str]:
    """Lower-case first names (empty when Faker is not installed: naming then ranks without it)."""
    spec = importlib.util.find_spec("faker")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    root = Path(next(iter(spec.submodule_search_locations))) / "providers" / "person"
    names: set[str] = set()
    for module in sorted(root.glob("*/__init__.py")):
        names |= _literals(module.read_text(encoding="utf-8"))
    return frozenset(n for n in names if n.isalpha() and len(n) > 1)
