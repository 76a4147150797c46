#!/usr/bin/env bash
# Create .venv and install Contexty-Qt into it. Idempotent and fast when nothing changed.
# Usage: scripts/setup.sh [app|test]
set -euo pipefail
cd "$(dirname "$0")/.."
flavour="${1:-app}"
python="${PYTHON:-python3}"

if [ ! -x .venv/bin/python ]; then
    echo "contexty setup: creating .venv with $($python --version)"
    "$python" -m venv .venv
fi
extras=""
[ "$flavour" = "test" ] && extras="[test]"
stamp=.venv/.contexty-installed
want="$(sha256sum pyproject.toml | cut -c1-16) $flavour"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] && ! grep -qx "$want" "$stamp" 2>/dev/null; then
    echo "contexty setup: installing dependencies (first run takes a few minutes)"
    # torch first, pinned to the CPU build on disk: an unpinned torch (pulled by
    # sentence-transformers) would download several GB of CUDA packages.
    .venv/bin/pip install --quiet "torch==2.13.0" 2>&1 | grep -v "is ignored" || true
    .venv/bin/pip install --quiet -e ".${extras}" 2>&1 | grep -v "is ignored" || true
    .venv/bin/python -c "import contexty_qt, torch, PySide6" \
        || { echo "contexty setup: installation failed (see pip output above)" >&2; exit 1; }
    echo "$want" >> "$stamp"
fi
