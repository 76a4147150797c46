#!/bin/sh
# Install the one-folder bundle (this script is copied into dist/contexty-qt/ by build-linux.sh).
#
#   ./install.sh                        for you alone: ~/.local/lib/contexty-qt, ~/.local/bin, ~/.local/share
#   sudo PREFIX=/usr/local ./install.sh for everyone
#   ./install.sh --uninstall            remove what it installed (same PREFIX)
#
# The desktop file's Exec is rewritten to the installed executable: a login session's PATH often
# lacks ~/.local/bin. Icons go to the hicolor theme at the sizes shipped (16…256 and scalable).
set -eu

PREFIX=${PREFIX:-"$HOME/.local"}
HERE=$(cd "$(dirname "$0")" && pwd)
APPDIR="$PREFIX/lib/contexty-qt"
SHARE="$PREFIX/share"
ICONS="$SHARE/icons/hicolor"
METAINFO=io.github.contexty.ContextyQt.metainfo.xml
SIZES="16 22 32 48 64 128 256"

refresh_caches() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t -f "$ICONS" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APPDIR"
    rm -f "$PREFIX/bin/contexty-qt" "$PREFIX/bin/contexty" "$SHARE/applications/contexty-qt.desktop" \
          "$SHARE/metainfo/$METAINFO" "$ICONS/scalable/apps/contexty-qt.svg"
    for size in $SIZES; do rm -f "$ICONS/${size}x${size}/apps/contexty-qt.png"; done
    refresh_caches
    echo "Contexty removed from $PREFIX (your memories stay in the data folder; \`contexty erase\` or delete it)."
    exit 0
fi

[ -x "$HERE/contexty-qt" ] || { echo "install.sh: run it from the built bundle (dist/contexty-qt/)." >&2; exit 1; }
if [ "$HERE" != "$APPDIR" ]; then
    rm -rf "$APPDIR.new"
    mkdir -p "$PREFIX/lib"
    cp -a "$HERE" "$APPDIR.new"
    rm -rf "$APPDIR"
    mv "$APPDIR.new" "$APPDIR"
fi
mkdir -p "$PREFIX/bin" "$SHARE/applications" "$SHARE/metainfo" "$ICONS/scalable/apps"
ln -sf "$APPDIR/contexty-qt" "$PREFIX/bin/contexty-qt"
ln -sf "$APPDIR/contexty-qt" "$PREFIX/bin/contexty"
sed -e "s|^Exec=contexty |Exec=$APPDIR/contexty-qt |" \
    "$HERE/share/applications/contexty-qt.desktop" > "$SHARE/applications/contexty-qt.desktop"
cp "$HERE/share/metainfo/$METAINFO" "$SHARE/metainfo/$METAINFO"
cp "$HERE/share/icons/hicolor/scalable/apps/contexty-qt.svg" "$ICONS/scalable/apps/contexty-qt.svg"
for size in $SIZES; do
    mkdir -p "$ICONS/${size}x${size}/apps"
    cp "$HERE/share/icons/hicolor/${size}x${size}/apps/contexty-qt.png" "$ICONS/${size}x${size}/apps/contexty-qt.png"
done
refresh_caches
echo "Contexty installed in $APPDIR; start it from the menu or with $PREFIX/bin/contexty."
