"""The app's process keeps BLAS to one thread (core/blas.py): through the variables a BLAS reads when it loads (the
app's start, before numpy), through threadpoolctl for one loaded already, and both can be undone."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import numpy as np
import pytest
from threadpoolctl import threadpool_info

from contexty_qt.core.blas import THREAD_VARIABLES, use_one_blas_thread


def _blas_threads() -> list[int]:
    return [int(pool["num_threads"]) for pool in threadpool_info() if pool["user_api"] == "blas"]


def test_a_blas_loaded_already_gets_one_thread_until_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in THREAD_VARIABLES:
        monkeypatch.setenv(variable, "4")
    assert float(np.ones((4, 4), dtype=np.float32).dot(np.ones(4, dtype=np.float32))[0]) == 4.0  # BLAS loaded
    before = _blas_threads()
    assert before, "numpy's BLAS is not visible to threadpoolctl"
    restore = use_one_blas_thread()
    try:
        assert _blas_threads() == [1] * len(before)
        assert all(os.environ[variable] == "1" for variable in THREAD_VARIABLES)  # for a BLAS loaded later
    finally:
        restore()
    assert _blas_threads() == before
    assert all(os.environ[variable] == "4" for variable in THREAD_VARIABLES)


def test_at_the_apps_start_numpy_loads_its_blas_with_one_thread_and_is_not_imported_early() -> None:
    env = {k: v for k, v in os.environ.items() if k not in THREAD_VARIABLES}
    code = ("import sys\n"
            "from contexty_qt.core.blas import use_one_blas_thread\n"
            "use_one_blas_thread()\n"
            "print('numpy' in sys.modules)\n"
            "import numpy\n"
            "from threadpoolctl import threadpool_info\n"
            "print([p['num_threads'] for p in threadpool_info() if p['user_api'] == 'blas'])\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                         timeout=60).stdout.split("\n")
    assert out[0] == "False"  # the app's start pays no numpy import for it
    threads = ast.literal_eval(out[1])
    assert threads and all(t == 1 for t in threads), out
