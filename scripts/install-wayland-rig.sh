#!/usr/bin/env bash
# The headless Wayland rig the Wayland end-to-end tests run on (tests/e2e/test_wayland_*.py):
# sway (headless, pixman renderer), xdg-desktop-portal + -wlr (Screenshot) + -gtk (1.16 exports
# Screenshot only when some Access backend exists), grim, wl-clipboard, wtype; and an unprivileged
# user, because sway refuses to run as root. python3-gi runs the stand-in GlobalShortcuts portal.
# Run as root; idempotent, quick when all is in place.
#
# The tests run the app as that user with Debian's /usr/bin/python3 and PYTHONPATH pointing at the
# project and the venv's site-packages (a venv made from a pyenv python links into /root/.pyenv,
# which the rig user cannot execute). The user needs to *traverse* the directories above the
# project and the venv: where it cannot, this script grants it search permission (x only, through
# an ACL entry for that one user, never a mode change).
#
#   scripts/install-wayland-rig.sh [VENV_SITE_PACKAGES]
set -euo pipefail
cd "$(dirname "$0")/.."
RIG_USER=${CONTEXTY_RIG_USER:-contexty-rig}
PKGS="sway swaybg xdg-desktop-portal xdg-desktop-portal-wlr xdg-desktop-portal-gtk grim wl-clipboard wtype
pipewire dbus-user-session python3 libwayland-client0 libwayland-cursor0 libwayland-egl1 libxkbcommon0 libegl1 libgl1
libopengl0 libfontconfig1 libdbus-1-3 fonts-dejavu-core procps acl util-linux python3-gi gir1.2-glib-2.0"
if [ "$(id -u)" -ne 0 ]; then
    echo "install-wayland-rig: run as root (it installs packages and creates the user $RIG_USER)" >&2
    exit 1
fi
missing=()
for pkg in $PKGS; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "install-wayland-rig: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
id -u "$RIG_USER" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$RIG_USER"

site="${1:-$(python3 -c 'import site; print(site.getsitepackages()[0])' 2>/dev/null || true)}"
grant() {  # let the rig user reach (and read) $1: search permission on every ancestor it lacks
    local path
    path=$(readlink -f "$1")
    while [ "$path" != "/" ]; do
        if ! runuser -u "$RIG_USER" -- test -x "$path"; then
            if setfacl -m "u:$RIG_USER:x" "$path" 2>/dev/null; then
                echo "install-wayland-rig: granted $RIG_USER search (x) permission on $path (ACL)"
            else  # a filesystem without ACLs: search permission for others, still no read
                chmod o+x "$path"
                echo "install-wayland-rig: no ACLs here; gave others search (x) permission on $path"
            fi
        fi
        path=$(dirname "$path")
    done
}
grant "$PWD"
[ -n "$site" ] && [ -d "$site" ] && grant "$site"
runuser -u "$RIG_USER" -- test -r "$PWD/contexty_qt/__init__.py" \
    || { echo "install-wayland-rig: $RIG_USER cannot read $PWD (fix the permissions)" >&2; exit 1; }
if [ -n "$site" ]; then
    runuser -u "$RIG_USER" -- env PYTHONPATH="$PWD:$site" /usr/bin/python3 -c 'import PySide6, numpy, contexty_qt' \
        || { echo "install-wayland-rig: $RIG_USER cannot import the app with /usr/bin/python3 + $site" >&2; exit 1; }
fi
echo "install-wayland-rig: ready (user $RIG_USER)"
