"""OS integration for capture: global hotkeys, screen grabs, the selected text, window provenance
and the passive observer. Qt is allowed here (the clipboard and D-Bus live in Qt); pynput and mss
are imported lazily because both fail at import time without a display.

One backend per session type, chosen at start (backends.py); the capture controller only talks to
that interface. What works where (CAP-1, CAP-3, CAP-4):

=============  ===========================================  ==========================================
               Linux X11 (tested under Xvfb)                Wayland (tested on headless sway)
=============  ===========================================  ==========================================
hotkeys        XGrabKey on the root window (the key does     the GlobalShortcuts portal where offered
               not reach the focused app), NumLock/CapsLock  (global_shortcuts.py), else desktop
               variants, BadAccess reported as a conflict    shortcuts running `contexty capture-*`
                                                             (shortcuts.py: GNOME, KDE, sway, Hyprland)
selection      PRIMARY via QClipboard Mode.Selection,        wl-paste --primary (the compositor's
               falling back to the clipboard with a note     data-control), then the clipboard + note
provenance     _NET_ACTIVE_WINDOW, WM_CLASS, _NET_WM_NAME,   sway IPC (app_id, title, pid); Hyprland
               _NET_WM_PID; URL only when the browser title  hyprctl; KDE: a KWin script over D-Bus
               contains one (AT-SPI is not used)             (compositor.py); GNOME: unavailable
screen         mss, physical pixels, per-screen DPR mapping  Screenshot portal (non-interactive), one
                                                             desktop image cut per screen (frozen.py)
observer       pynput XRecord listeners + the above          portal frames on a timer + sway focus
                                                             events; elsewhere unavailable, said so
=============  ===========================================  ==========================================

Windows and macOS have no backend yet ("unsupported": each capture says so).
"""
