"""Prompts as text files (prompts/NAME.txt), rendered with string.Template.

File format:

    # comment lines at the top describe the prompt and its fields
    --- system
    ...text with $fields...
    --- user
    ...text with $fields...

Every field value is captured or stored content, so `render()` puts each one inside a delimited
block whose tag carries a hash of the content, e.g.

    <capture_3f9a2c1b07>
    ...the user's text...
    </capture_3f9a2c1b07>

The content cannot close its own block (it would have to contain a hash of itself), and the shared
rules (prompts/_rules.txt) tell the model that everything inside such blocks is data, never commands.
Values wrapped in `Raw` (numbers, our own fixed wording) are inserted as they are.
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

PROMPT_NAMES = ("analysis", "relatedness", "group_name", "evolution", "understanding", "regroup")
MARKER = "(prompt: {name})"  # lets logs and the fake server attribute a request to its prompt
_SECTION = re.compile(r"^--- (system|user)\s*$", re.MULTILINE)
MAX_FIELD_CHARS = 24_000  # a 1 MB capture is cut for the prompt (the memory keeps all of it)


@dataclass(frozen=True)
class Raw:
    """A trusted value inserted without a data block (numbers, fixed wording written by us)."""

    text: str


@dataclass(frozen=True)
class Prompt:
    name: str
    system: str
    user: str
    fields: frozenset[str]


@dataclass(frozen=True)
class Rendered:
    name: str
    system: str
    user: str


@cache
def rules() -> str:
    return _read("_rules.txt").strip()


@cache
def load(name: str) -> Prompt:
    if not re.fullmatch(r"[a-z_]+", name):
        raise ValueError(f"bad prompt name {name!r}")
    text = _read(f"{name}.txt")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    parts = _SECTION.split(body)
    sections = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    if set(sections) != {"system", "user"}:
        raise ValueError(f"prompt {name} needs a '--- system' and a '--- user' section")
    fields = {
        m.group("named") or m.group("braced")
        for section in sections.values()
        for m in string.Template.pattern.finditer(section)
        if m.group("named") or m.group("braced")
    }
    return Prompt(name, sections["system"], sections["user"], frozenset(fields))


def data_block(name: str, value: str) -> str:
    """Wrap content in a block the content itself cannot close."""
    text = value if len(value) <= MAX_FIELD_CHARS else (
        value[:MAX_FIELD_CHARS] + f"\n[… {len(value) - MAX_FIELD_CHARS} more characters not shown]"
    )
    tag = f"{name}_{hashlib.sha256(text.encode('utf-8', 'replace')).hexdigest()[:10]}"
    return f"<{tag}>\n{text}\n</{tag}>"


def render(name: str, variables: Mapping[str, str | Raw]) -> Rendered:
    prompt = load(name)
    missing = prompt.fields - set(variables)
    if missing:
        raise KeyError(f"prompt {name} needs {', '.join(sorted(missing))}")
    values = {
        key: value.text if isinstance(value, Raw) else data_block(key, str(value))
        for key, value in variables.items()
    }
    system = string.Template(prompt.system).substitute(values)
    user = string.Template(prompt.user).substitute(values)
    system = f"{system}\n\n{rules()}\n{MARKER.format(name=name)}"
    return Rendered(name, system, user)


def _read(filename: str) -> str:
    return resources.files("contexty_qt.core.llm").joinpath("prompts", filename).read_text(encoding="utf-8")
