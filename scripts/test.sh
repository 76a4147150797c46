#!/usr/bin/env bash
# Set up everything the tests need (Debian packages, .venv) and run the whole suite:
# lint, type check, unit tests (offscreen Qt), end-to-end tests (Xvfb + window manager + xdotool).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-deps.sh
scripts/setup.sh test
export PATH="$PWD/.venv/bin:$PATH"
# A crash names its test and its threads even at the interpreter's exit (pytest turns its own
# faulthandler off before that), and a test run that hangs past its limit (each test has 120 s from
# pytest-timeout; a hang in C++ or at exit escapes that) gets SIGABRT, so faulthandler prints every
# thread's stack and CI fails in minutes instead of using up its 90.
export PYTHONFAULTHANDLER=1
bounded() { local limit=$1; shift; timeout --signal=ABRT --kill-after=60 "$limit" "$@"; }
echo "== ruff"
ruff check contexty_qt tests bench
echo "== README benchmark tables match bench/results"
python bench/update_readme.py --check
echo "== layers (import-linter contracts in pyproject.toml)"
lint-imports
echo "== mypy (the whole package; strict on contexty_qt/core)"
mypy contexty_qt
echo "== unit tests (offscreen)"
QT_QPA_PLATFORM=offscreen bounded 25m pytest -q -p no:cacheprovider "$@"
if [ "$(id -u)" -eq 0 ]; then
    # headless sway + desktop portals for tests/e2e/test_wayland_*.py (packages + an unprivileged user)
    scripts/install-wayland-rig.sh "$(python -c 'import site; print(site.getsitepackages()[0])')"
    export CONTEXTY_WAYLAND_RIG=1
fi
echo "== end-to-end tests (Xvfb; Wayland tests on headless sway)"
bounded 40m pytest -q -p no:cacheprovider -m e2e tests/e2e "$@"
