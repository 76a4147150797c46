"""One BLAS thread in the app's own process.

The app process's numpy work is small: a question's products of its vector with the memories' vectors, and
placement's matrices of a few hundred rows. The models run in worker processes that already keep to one thread
(modelhost.THREAD_ENV). OpenBLAS's default, a thread per core, makes those small products wait on every core, so a
search beside the person's other programs is several times slower than on one thread (bench/retrieval.py measures
the search under the same limit, and the commit that set it says by how much).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def use_one_blas_thread() -> Callable[[], None]:
    """Limit BLAS to one thread for the rest of the process's life. A BLAS library reads these variables when it
    loads (numpy's at the app's first numpy import, scipy's under scikit-learn), so at the app's start, before numpy,
    setting them is all it takes and costs nothing; a library loaded already (a bench, a test) is limited through
    threadpoolctl. Returns the function that undoes both (benches and tests)."""
    before = {variable: os.environ.get(variable) for variable in THREAD_VARIABLES}
    os.environ.update({variable: "1" for variable in THREAD_VARIABLES})
    limiter = None
    if "numpy" in sys.modules:
        from threadpoolctl import threadpool_limits

        limiter = threadpool_limits(limits=1, user_api="blas")

    def restore() -> None:
        for variable, value in before.items():
            if value is None:
                os.environ.pop(variable, None)
            else:
                os.environ[variable] = value
        if limiter is not None:
            limiter.restore_original_limits()

    return restore
