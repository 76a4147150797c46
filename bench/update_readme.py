"""Copy the committed benchmark results into README.md, so its tables are exactly what the
benchmarks printed. Each `<!-- bench:NAME -->` ... `<!-- /bench:NAME -->` block is replaced by
bench/results/NAME.md without its title line.

    .venv/bin/python bench/update_readme.py [--check]   (--check: exit 1 when README is stale)
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"(<!-- bench:(?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /bench:(?P=name) -->)", re.S)


def render(readme: str) -> str:
    def replace(match: re.Match[str]) -> str:
        result = (ROOT / "bench" / "results" / f"{match['name']}.md").read_text(encoding="utf-8")
        body = result.split("\n", 1)[1].strip() if result.startswith("# ") else result.strip()
        body = re.sub(r"^(#{2,4}) ", r"##\1 ", body, flags=re.M)  # under the README's own ### headings
        return f"{match.group(1)}{body}\n{match.group(4)}"

    return BLOCK.sub(replace, readme)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    path = ROOT / "README.md"
    current = path.read_text(encoding="utf-8")
    updated = render(current)
    if args.check:
        if updated != current:
            print("README.md benchmark tables differ from bench/results: run bench/update_readme.py")
            return 1
        return 0
    path.write_text(updated, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
