#!/usr/bin/env bash
# Build the one-folder Linux bundle dist/contexty-qt/ and smoke-test it under Xvfb.
#
#   packaging/build-linux.sh               build (about 10 minutes on 2 cores) + smoke test
#   packaging/build-linux.sh --smoke-only  smoke-test the bundle already in dist/contexty-qt/
#   packaging/build-linux.sh --no-smoke    build only
#
# Independent of CI (scripts/test.sh and .ci/run never call it). It uses its own venv,
# build/linux-venv, not the development .venv: the bundle then holds the app's dependencies and
# PyInstaller, not pytest, mypy or whatever else a developer installed. torch is installed first and
# on its own, as the CPU-only build (the CUDA build from PyPI would add ~3 GB of NVIDIA libraries
# to the bundle); sentence-transformers then finds it satisfied.
#
# Writes: dist/contexty-qt/ (git-ignored), docs/screenshots/packaged-app.png and
# bench/results/packaging.md (sizes, build and start times; see packaging/smoke_test.py).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$REPO"

PYTHON=${PYTHON:-python3.11}
VENV=${BUILD_VENV:-"$REPO/build/linux-venv"}
DIST="$REPO/dist/contexty-qt"
TORCH_VERSION=2.13.0
PYINSTALLER_VERSION=6.22.3
HOOKS_VERSION=2026.9
# Debian packages: the smoke test's X session and checks, and the validators of the desktop metadata
APT_PACKAGES=(xvfb xdotool x11-utils matchbox-window-manager trayer imagemagick appstream desktop-file-utils
              fonts-dejavu-core libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-xinerama0
              libxcb-randr0 libxcb-shape0 libxcb-xkb1 libxcb-cursor0 libxkbcommon0 libxkbcommon-x11-0 libegl1 libgl1
              libfontconfig1 libdbus-1-3)

build=1
smoke=1
case "${1:-}" in
    --smoke-only) build=0 ;;
    --no-smoke) smoke=0 ;;
    "") ;;
    *) echo "usage: $0 [--smoke-only | --no-smoke]" >&2; exit 2 ;;
esac

step() { printf '\n== %s\n' "$*"; }

install_apt_packages() {
    local missing=()
    for package in "${APT_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return
    step "apt-get install ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

setup_venv() {
    # reinstalled when pyproject.toml changes (its hash is kept in the venv)
    local stamp="$VENV/.contexty-build-stamp"
    local want
    want="$(sha256sum pyproject.toml | cut -c1-16) torch=$TORCH_VERSION pyinstaller=$PYINSTALLER_VERSION"
    if [ -x "$VENV/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
        return
    fi
    step "build venv $VENV"
    [ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
    "$VENV/bin/pip" install -q "torch==$TORCH_VERSION"  # first: the CPU-only wheel
    "$VENV/bin/pip" install -q -e . "pyinstaller==$PYINSTALLER_VERSION" "pyinstaller-hooks-contrib==$HOOKS_VERSION"
    if "$VENV/bin/pip" list 2>/dev/null | grep -qi '^nvidia-'; then
        echo "build-linux.sh: NVIDIA CUDA packages were installed; the bundle would carry them. Use the CPU torch." >&2
        exit 1
    fi
    echo "$want" > "$stamp"
}

check_desktop_metadata() {
    step "desktop file, AppStream metainfo, icons"
    desktop-file-validate packaging/linux/contexty-qt.desktop
    appstreamcli validate --no-net packaging/linux/io.github.contexty.ContextyQt.metainfo.xml
    # every PNG is the size its name says, square, with alpha; the SVG parses
    "$VENV/bin/python" - <<'PY'
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PIL import Image

icons = Path("resources/icons")
bad = []
for size in (16, 22, 32, 48, 64, 128, 256):
    path = icons / f"contexty-{size}.png"
    if not path.is_file():
        bad.append(f"{path} is missing")
        continue
    with Image.open(path) as image:
        if image.size != (size, size) or image.mode != "RGBA":
            bad.append(f"{path} is {image.size} {image.mode}, want ({size}, {size}) RGBA")
root = ET.parse(icons / "contexty.svg").getroot()
if not root.tag.endswith("svg") or root.get("viewBox") is None:
    bad.append("contexty.svg has no <svg viewBox>")
if bad:
    sys.exit("icons: " + "; ".join(bad))
print("icons: 16, 22, 32, 48, 64, 128, 256 px RGBA and scalable SVG")
PY
}

stage_desktop_integration() {
    # the files install.sh copies into PREFIX/share, laid out as they will be installed
    local share="$DIST/share"
    rm -rf "$share"
    install -D -m 644 packaging/linux/contexty-qt.desktop "$share/applications/contexty-qt.desktop"
    install -D -m 644 packaging/linux/io.github.contexty.ContextyQt.metainfo.xml \
        "$share/metainfo/io.github.contexty.ContextyQt.metainfo.xml"
    for size in 16 22 32 48 64 128 256; do
        install -D -m 644 "resources/icons/contexty-$size.png" "$share/icons/hicolor/${size}x${size}/apps/contexty-qt.png"
    done
    install -D -m 644 resources/icons/contexty.svg "$share/icons/hicolor/scalable/apps/contexty-qt.svg"
    install -m 755 packaging/linux/install.sh "$DIST/install.sh"
}

install_apt_packages
setup_venv
check_desktop_metadata

build_seconds=0
if [ "$build" -eq 1 ]; then
    step "pyinstaller packaging/contexty-qt.spec"
    started=$(date +%s)
    "$VENV/bin/pyinstaller" --noconfirm --log-level WARN --distpath "$REPO/dist" --workpath "$REPO/build/pyinstaller" \
        packaging/contexty-qt.spec
    build_seconds=$(( $(date +%s) - started ))
    stage_desktop_integration
    echo "built $DIST in ${build_seconds} s ($(du -sh "$DIST" | cut -f1))"
fi
[ -x "$DIST/contexty-qt" ] || { echo "build-linux.sh: no bundle at $DIST; build it first." >&2; exit 1; }

if [ "$smoke" -eq 1 ]; then
    step "smoke test of the bundle under Xvfb"
    "$VENV/bin/python" packaging/smoke_test.py --bundle "$DIST" --build-seconds "$build_seconds"
fi
