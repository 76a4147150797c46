"""One BLAS thread in the app's own process.

The app process's numpy work is small: a question's products of its vector with the memories' vectors, and
placement's matrices of a few hundred rows. The models run in worker processes that already keep to one thread
(modelhost.THREAD_ENV). OpenBLAS's default, a thread per core, makes those small products wait on every core, so a
search beside the person's other programs is several times slower than on one thread (bench/retrieval.py measures
the search under the same limit, and the commit that set it says by how much).
"""

from __future__ import annotations

import os
from typing import Any


def use_one_blas_thread() -> Any:
    """Limit BLAS to one thread for the rest of the process's life: numpy's now (loading it first), and a library
    loaded later (scipy's own OpenBLAS, under scikit-learn) through the variables it reads when it loads. Returns
    the limiter of those already loaded (its restore_original_limits() undoes it, for tests)."""
    for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[variable] = "1"
    import numpy  # noqa: F401  (its BLAS must be loaded for the limit to reach it)
    from threadpoolctl import threadpool_limits

    return threadpool_limits(limits=1, user_api="blas")
