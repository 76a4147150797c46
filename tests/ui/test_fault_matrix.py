"""Fault injection for the model endpoint, through real widgets: the chat panel, the canvas (cards
with their failure line and Retry, "Prompt with AI"), the job runner on its thread and the real
`openai` client against the fake server. Each case: the capture made during the fault is kept, the
person sees what happened, Retry works afterwards, and no model call ever runs on the GUI thread
(bench/fault_matrix.py measures the frame gaps and runs the 60 s stall).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.fault_rig import (
    ENDPOINT_FAULTS,
    EndpointFault,
    FaultRig,
    regroup_plans,
    run_endpoint_case,
    run_regroup_case,
    run_unknown_citations_case,
)

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")

# what the person must be told, per case: the chat message's inline error and the card's failure line
EXPECTED = {
    "down at start": ("Cannot reach the model server", "Cannot reach the model server"),
    "drops mid-stream": ("cut off after", "Cannot reach the model server"),
    "429 with Retry-After": ("rate limiting requests (HTTP 429)", "rate limiting requests (HTTP 429)"),
    "HTTP 500": ("had an error (HTTP 500)", "had an error (HTTP 500)"),
    "stall (timeout 1 s)": ("did not answer within 1 s", "did not answer within 1 s"),
    "garbage JSON": ("answered (done)", "unusable twice"),
}


@pytest.fixture
def make_rig(data_dir: Path, qtbot: Any) -> Iterator[Any]:
    rigs: list[FaultRig] = []

    def make(**options: Any) -> FaultRig:
        rig = FaultRig(data_dir, **options)
        rigs.append(rig)
        return rig

    yield make
    for rig in rigs:
        rig.close()


@pytest.mark.parametrize("fault", ENDPOINT_FAULTS, ids=[f.name for f in ENDPOINT_FAULTS])
def test_endpoint_fault(make_rig: Any, fault: EndpointFault) -> None:
    rig = make_rig(down_at_start=fault.name == "down at start")
    result = run_endpoint_case(rig, fault)
    chat_expected, job_expected = EXPECTED[fault.name]
    assert chat_expected in result.chat_sees, result
    if fault.chat_fails:
        assert "Retry when it is back" in result.chat_sees, result
    assert result.job_sees.startswith("Analysis failed: "), result.job_sees
    assert job_expected in result.job_error, result.job_error
    assert result.captures_kept, result
    assert result.retry_works, result
    assert result.gui_thread_calls == 0, "a model call ran on the GUI thread"
    if fault.name == "drops mid-stream":
        assert any(note.startswith("kept ") for note in result.notes), "the part received is kept"
    if fault.name == "stall (timeout 1 s)":
        # the GUI was never blocked for the stall (4 s) or the timeout (1 s): a loose bound, not a benchmark
        assert result.max_gap_ms < 1000, result.max_gap_ms


def test_rate_limit_waits_as_long_as_retry_after_asks(make_rig: Any) -> None:
    from contexty_qt.core.jobs import ANALYZE, RetryPolicy

    rig = make_rig(policy=RetryPolicy(max_attempts=3, base_s=0.1, cap_s=600))
    rig.server.fault("rate_limit", retry_after=120, match="analysis")
    memory_id = rig.capture("A capture while the server rate-limits")
    from tests.ui.fault_rig import wait_until

    job = wait_until(lambda: next((j for j in rig.jobs.queue.jobs(memory_id=memory_id)
                                   if j.kind == ANALYZE and j.attempts == 1 and j.last_error), None), 30,
                     "the first attempt to be refused")
    assert job.state.value == "pending" and "HTTP 429" in job.last_error
    assert job.next_run_at is not None and (job.next_run_at - job.updated_at).total_seconds() >= 119
    assert rig.core.store.get_memory(memory_id).analysis_error.startswith("Waiting to retry: ")


def test_answer_citing_ids_that_do_not_exist(make_rig: Any) -> None:
    result = run_unknown_citations_case(make_rig())
    assert result.chat_sees.startswith("the answer, with a citation chip for m"), result.chat_sees
    assert result.retry_works and result.captures_kept and result.gui_thread_calls == 0


@pytest.mark.parametrize("case", ["regroup plan with unknown ids", "regroup plan making a cycle"])
def test_regroup_plan_with_unknown_ids_or_cycles(make_rig: Any, case: str) -> None:
    rig = make_rig()
    plan = dict(regroup_plans(rig))[case]
    result = run_regroup_case(rig, case, plan)
    assert "Left out:" in result.plan_sees, result.plan_sees
    if case == "regroup plan with unknown ids":
        assert "9999" in result.plan_sees or "8888" in result.plan_sees
    else:
        assert "its own" in result.plan_sees or "cycle" in result.plan_sees or "inside" in result.plan_sees
    assert result.notes[1] == "applied the valid steps as one undo step"
    assert result.retry_works and result.captures_kept and result.gui_thread_calls == 0
