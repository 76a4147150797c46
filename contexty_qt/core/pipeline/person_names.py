"""Which words are people's first names ("priya", "maureen", "jonas"), and the titles written before a name
("Frau", "Herr", "Mme"): a group is rarely best named after a person, so naming ranks such a word low when the
capture's own casing says it is a name, and never names a group after a title.

The list is the first names of every locale Faker ships (MIT, kept up to date: ~31,000 names). Its
modules are read as text and only the name literals kept, never imported: importing Faker's
providers holds ~22 MB, the parsed set ~3 MB (issue 18's footprint budget)."""

from __future__ import annotations

import ast
import importlib.util
from functools import cache
from pathlib import Path


def _literals(source: str, prefix: str = "first_names") -> set[str]:
    """Every string in the assignments to `prefix`* (first_names, prefixes) of one Faker person provider."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        if node.value is None or not any(isinstance(t, ast.Name) and t.id.startswith(prefix)
                                         for t in targets):
            continue
        for leaf in ast.walk(node.value):
            if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                found.add(leaf.value.lower())
    return found


def _person_literals(prefix: str) -> set[str]:
    spec = importlib.util.find_spec("faker")
    if spec is None or not spec.submodule_search_locations:
        return set()
    root = Path(next(iter(spec.submodule_search_locations))) / "providers" / "person"
    names: set[str] = set()
    for module in sorted(root.glob("*/__init__.py")):
        names |= _literals(module.read_text(encoding="utf-8"), prefix)
    return names


@cache
def first_names() -> frozenset[str]:
    """Lower-case first names (empty when Faker is not installed: naming then ranks without it)."""
    return frozenset(n for n in _person_literals("first_names") if n.isalpha() and len(n) > 1)


@cache
def name_titles() -> frozenset[str]:
    """Lower-case titles written before a person's name in every locale Faker ships ("mrs", "frau", "herr",
    "mme", "sra"), without their dots; empty when Faker is not installed."""
    return frozenset(t.rstrip(".") for t in _person_literals("prefixes") if t.rstrip(".").isalpha())
