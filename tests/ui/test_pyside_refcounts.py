"""PySide6 6.12.0 loses a reference to True/None for every queued emission carrying them; on
Python 3.11 the singleton's count then reaches zero and the interpreter aborts (seen in the app as
"Fatal Python error: none_dealloc"). Our bridge and task runner send such values all the time, so
the installed PySide6 must pass this probe. It runs in a child process: a failing probe may abort.
"""

import subprocess
import sys

PROBE = """
import os, sys
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
app = QCoreApplication([])
class Emitter(QObject):
    as_object = Signal(object)
    as_list = Signal(list)
    as_args = Signal(int, object, object)
emitter, sink = Emitter(), []
for signal in (emitter.as_object, emitter.as_list, emitter.as_args):
    signal.connect(lambda *a: sink.append(a), Qt.ConnectionType.QueuedConnection)
def delta(emit, singleton):
    before = sys.getrefcount(singleton)
    for _ in range(50):
        emit()
    app.processEvents()
    sink.clear()
    return sys.getrefcount(singleton) - before
print(delta(lambda: emitter.as_object.emit(True), True), delta(lambda: emitter.as_list.emit([None]), None),
      delta(lambda: emitter.as_args.emit(1, None, False), False), delta(lambda: emitter.as_object.emit(None), None))
sys.stdout.flush()
os._exit(0)
"""


def test_queued_signals_keep_python_singleton_refcounts() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    deltas = [int(x) for x in out.stdout.split()]
    assert all(d >= 0 for d in deltas), f"PySide6 leaks references through queued signals: {deltas}"
