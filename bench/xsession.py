"""A private X session for benchmarks: Xvfb (display chosen by the server itself with -displayfd,
so concurrent runs cannot race for a number) plus matchbox-window-manager and, if asked, a tray host."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections.abc import Iterator


@contextlib.contextmanager
def x_session(width: int = 1920, height: int = 1080, window_manager: bool = True,
              tray: bool = False) -> Iterator[dict[str, str]]:
    read_fd, write_fd = os.pipe()
    # -noreset: the server would reset when its last client leaves, refusing whoever connects meanwhile
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    os.close(write_fd)
    procs = [xvfb]
    try:
        with os.fdopen(read_fd) as handle:
            number = handle.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        env = {**os.environ, "DISPLAY": f":{number}", "QT_QPA_PLATFORM": "xcb"}
        if window_manager:
            procs.append(subprocess.Popen(["matchbox-window-manager", "-use_titlebar", "no"], env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            deadline = time.monotonic() + 30
            while b"_NET_SUPPORTING_WM_CHECK" not in subprocess.run(["xprop", "-root"], env=env,
                                                                     capture_output=True).stdout:
                if time.monotonic() > deadline:
                    raise RuntimeError("the window manager did not start")
                time.sleep(0.05)
        if tray:
            procs.append(subprocess.Popen(["trayer", "--edge", "top", "--align", "right"], env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1.0)  # trayer takes the tray selection shortly after mapping
        yield env
    finally:
        for proc in reversed(procs):
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
