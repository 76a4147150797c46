"""OS integration for capture: global hotkeys, screen grabs, the selected text, window provenance
and the passive observer. Qt is allowed here (the clipboard lives in Qt); pynput and mss are
imported lazily because both fail at import time without a display.

What works where (CAP-1, CAP-3, CAP-4):

=============  ===========================================  ==========================================
               Linux X11 (tested here under Xvfb)            Wayland / Windows / macOS
=============  ===========================================  ==========================================
hotkeys        XGrabKey on the root window (the key does     Wayland: GlobalShortcuts portal not yet
               not reach the focused app), NumLock/CapsLock  implemented; the user is told once to bind
               variants, BadAccess reported as a conflict    `contexty capture-region/-text` as desktop
                                                             shortcuts. Windows/macOS: not yet.
selection      PRIMARY via QClipboard Mode.Selection,        clipboard, with a note (a synthesized copy
               falling back to the clipboard with a note     with restore is not implemented yet)
provenance     _NET_ACTIVE_WINDOW, WM_CLASS, _NET_WM_NAME,   raises UnsupportedPlatformError; captures
               _NET_WM_PID; URL only when the browser title  keep working with empty provenance
               contains one (AT-SPI is not used, see
               provenance.py)
screen         mss, physical pixels, per-screen DPR mapping  mss works on Windows/macOS; Wayland has no
                                                             root-window grab (portal not implemented)
observer       pynput XRecord listeners + the above          needs provenance and grabs: X11 only
=============  ===========================================  ==========================================
"""
