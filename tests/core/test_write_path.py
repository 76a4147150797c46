"""One write path and one background-work API for contexty_qt/ui.

Nothing in ui/ writes SQL or announces change events by hand, and nothing starts threads or pools
of its own (ui/bridge.py's TaskRunner runs all background work and is joined at shutdown).

Widgets change the model through MemoryTree commands (undoable, announced by the tree) and do
bookkeeping through the store's and the job queue's own APIs (which announce their own events),
e.g. `JobQueue.retry_analysis` for Retry on a failed card. The scan below reads the source with
`ast`, so comments and docstrings do not count; it is checked against the code it replaced.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import contexty_qt

UI = Path(contexty_qt.__file__).parent / "ui"

# Store/connection calls that run SQL or open a write transaction
SQL_CALLS = frozenset({"execute", "executemany", "executescript", "_execute", "transaction", "insert_row",
                       "update_row", "delete_row"})
QUERY_CALLS = frozenset({"query", "_query"})  # on a store or a connection (a widget may have its own _query)
DATABASE = re.compile(r"(store|db|conn|connection|cursor)$")
SQL_TEXT = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|PRAGMA|WITH)\s", re.MULTILINE)


def _receiver(node: ast.expr) -> str:
    return ast.unparse(node)


def violations(source: str, name: str = "<source>") -> list[str]:
    """Where `source` runs SQL, writes SQL text, builds change events or emits on an event bus."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        where = f"{name}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute):
                if func.attr in SQL_CALLS or (func.attr in QUERY_CALLS and
                                              DATABASE.search(_receiver(func.value).split(".")[-1])):
                    found.append(f"{where}: SQL through .{func.attr}()")
                elif func.attr == "emit" and _receiver(func.value).split(".")[-1] in ("bus", "_bus"):
                    found.append(f"{where}: emits on the event bus ({_receiver(func)})")
            callee = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if callee == "ChangeEvent":
                found.append(f"{where}: builds a ChangeEvent")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL_TEXT.search(node.value):
            found.append(f"{where}: SQL text {node.value[:40]!r}")
    return found


def test_ui_neither_writes_sql_nor_emits_change_events() -> None:
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 20  # the scan sees the package
    found = [v for path in files for v in violations(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))]
    assert found == [], "\n".join(found)


def test_the_scan_catches_the_code_it_replaced() -> None:
    # CanvasActions.retry before JobQueue.retry_analysis, and the chat's mention list before Store.memory_heads
    old_retry = '''
def work():
    jobs.enqueue(ANALYZE, memory_id)
    with jobs.store.transaction():
        jobs.store.update_row("memories", memory_id, {"analysis_state": "pending", "analysis_error": ""})
    if jobs.bus is not None:
        jobs.bus.emit([ChangeEvent(Entity.MEMORY, Action.CHANGED, (memory_id,), Origin.AI, ("analysis_state",))])
'''
    old_candidates = '''
rows = self.store.query(
    "SELECT id, source, title FROM memories WHERE workspace_id = ? AND archived = 0 LIMIT ?", (ws, 200))
'''
    assert [v.split(": ", 1)[1] for v in violations(old_retry)] == [
        "SQL through .transaction()", "SQL through .update_row()", "emits on the event bus (jobs.bus.emit)",
        "builds a ChangeEvent"]
    assert [v.split(": ", 1)[1][:15] for v in violations(old_candidates)] == ["SQL through .qu", "SQL text 'SELEC"]
    # not fooled by prose: a button label, a docstring that mentions SQL, a Qt signal's emit
    assert violations('label = "Delete memory"\n"""Runs SELECT in core."""\nself.changed.emit([])') == []


# ---- one background-work API: ui/bridge.py's TaskRunner -----------------------------------------
THREAD_MAKERS = frozenset({"Thread", "ThreadPoolExecutor", "ProcessPoolExecutor", "QThreadPool", "QThread",
                           "globalInstance"})


def raw_threads(source: str, name: str = "<source>") -> list[str]:
    """Where `source` starts threads or pools of its own instead of using the TaskRunner."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            callee = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if callee in THREAD_MAKERS:
                found.append(f"{name}:{node.lineno}: {ast.unparse(func)}()")
    return found


def test_ui_runs_background_work_only_through_the_task_runner() -> None:
    found = [v for path in sorted(UI.rglob("*.py")) if path.name != "bridge.py"
             for v in raw_threads(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))]
    assert found == [], "\n".join(found)
    # what it replaced: the chat turn's own thread and the map's use of the global pool
    assert len(raw_threads('self._worker = threading.Thread(target=run, name="chat-turn")\n'
                           'QThreadPool.globalInstance().start(job)')) == 2
