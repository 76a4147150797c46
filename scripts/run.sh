#!/usr/bin/env bash
# Set up (first time) and launch Contexty-Qt. Extra arguments go to `contexty`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh app
exec .venv/bin/contexty "$@"
