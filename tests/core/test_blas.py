"""The app's process keeps BLAS to one thread (core/blas.py), and the limit can be undone."""

from __future__ import annotations

import os

import numpy as np
import pytest
from threadpoolctl import threadpool_info

from contexty_qt.core.blas import use_one_blas_thread


def _blas_threads() -> list[int]:
    return [int(pool["num_threads"]) for pool in threadpool_info() if pool["user_api"] == "blas"]


def test_one_blas_thread_for_the_apps_products_until_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        monkeypatch.setenv(variable, "4")  # restored after the test; the app sets them for its whole life
    assert float(np.ones((4, 4), dtype=np.float32).dot(np.ones(4, dtype=np.float32))[0]) == 4.0  # BLAS loaded
    before = _blas_threads()
    assert before, "numpy's BLAS is not visible to threadpoolctl"
    limiter = use_one_blas_thread()
    try:
        assert _blas_threads() == [1] * len(before)
        assert os.environ["OPENBLAS_NUM_THREADS"] == "1"  # a BLAS loaded later (scipy's) reads it when it loads
    finally:
        limiter.restore_original_limits()
    assert _blas_threads() == before
