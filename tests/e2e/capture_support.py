"""Processes for the capture end-to-end tests: the capture harness (our side) and helper windows
(the user's other applications), each read line by line on a thread, stopped and reaped by the
fixtures that start them."""

from __future__ import annotations

import contextlib
import json
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]


def xdotool(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def wait_for(probe: Callable[[], Any], what: str, timeout: float = 20.0) -> Any:
    """Poll until `probe()` is truthy and return its value (a deadline, not a timed assertion)."""
    return wait_until(probe, timeout, what)


class Process:
    """A child with stdin kept open for commands and stdout read into a queue of lines."""

    def __init__(self, argv: list[str], env: dict[str, str], stderr_path: Path) -> None:
        self._stderr = stderr_path.open("wb")
        self.proc = subprocess.Popen(argv, env=env, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, text=True, bufsize=1)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self._reader = threading.Thread(target=self._read, name=f"reader-{argv[-1][:20]}", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def next_line(self, predicate: Callable[[str], bool], timeout: float = 20.0) -> str:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out; lines so far: {self.seen[-15:]}")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            self.seen.append(line)
            if predicate(line):
                return line

    def stop(self) -> None:
        try:
            if self.proc.poll() is None:
                with contextlib.suppress(OSError):
                    assert self.proc.stdin is not None
                    self.proc.stdin.close()  # EOF: the child quits cleanly
                try:
                    self.proc.wait(15)
                except subprocess.TimeoutExpired:
                    self.proc.terminate()
                    try:
                        self.proc.wait(5)
                    except subprocess.TimeoutExpired:
                        self.proc.kill()
                        self.proc.wait(5)
        finally:
            self._reader.join(5)
            for stream in (self.proc.stdin, self.proc.stdout):
                if stream is not None:
                    with contextlib.suppress(OSError):
                        stream.close()
            self._stderr.close()


class Harness(Process):
    """tests/e2e/capture_harness.py: the capture subsystem narrating JSON events."""

    def event(self, event_name: str, timeout: float = 20.0, **match: Any) -> dict[str, Any]:
        """The next event called `event_name` whose fields equal `match`; earlier lines are skipped."""
        def wanted(line: str) -> bool:
            try:
                data = json.loads(line)
            except ValueError:
                return False
            return bool(data.get("event") == event_name and all(data.get(k) == v for k, v in match.items()))

        return dict(json.loads(self.next_line(wanted, timeout)))


class Helper(Process):
    """tests/e2e/selection_helper.py: another application with a window we control."""

    def __init__(self, argv: list[str], env: dict[str, str], stderr_path: Path, title: str, keylog: Path) -> None:
        super().__init__(argv, env, stderr_path)
        self.env, self.title, self.keylog = env, title, keylog
        try:
            self.next_line(lambda line: line == "ready")
            self.window_id = xdotool(env, "search", "--sync", "--onlyvisible", "--name", title).split()[0]
            self.activate()
        except BaseException:
            self.stop()
            raise

    def activate(self) -> None:
        xdotool(self.env, "windowactivate", "--sync", self.window_id)

    def set_title(self, title: str) -> None:
        self.send(f"title {title}")
        self.next_line(lambda line: line == "ok title")
        self.title = title

    def received_keys(self) -> list[dict[str, Any]]:
        if not self.keylog.exists():
            return []
        return [json.loads(line) for line in self.keylog.read_text(encoding="utf-8").splitlines() if line]


@pytest.fixture
def start_harness(x_env: dict[str, str], tmp_path: Path) -> Iterator[Callable[..., Harness]]:
    started: list[Harness] = []

    def start(*args: str, extra_env: dict[str, str] | None = None) -> Harness:
        harness = Harness([sys.executable, "-m", "tests.e2e.capture_harness", *args], {**x_env, **(extra_env or {})},
                          tmp_path / f"harness-{len(started)}.err")
        started.append(harness)
        harness.event("ready", timeout=60)
        return harness

    yield start
    for harness in started:
        harness.stop()


@pytest.fixture
def start_helper(x_env: dict[str, str], tmp_path: Path) -> Iterator[Callable[..., Helper]]:
    started: list[Helper] = []

    def start(*, app: str = "NotesHelper", title: str = "draft.txt — Notes", text: str = "",
              color: str = "", font_size: int = 0) -> Helper:
        keylog = tmp_path / f"keys-{len(started)}.jsonl"
        argv = [sys.executable, str(ROOT / "tests/e2e/selection_helper.py"), "--app", app, "--title", title,
                "--text", text, "--keylog", str(keylog), "--color", color, "--font-size", str(font_size)]
        helper = Helper(argv, x_env, tmp_path / f"helper-{len(started)}.err", title, keylog)
        started.append(helper)
        return helper

    yield start
    for helper in started:
        helper.stop()
