"""Crash safety in CI, a small version of bench/crash_safety.py: the real app on Xvfb, captures through
`contexty add`, SIGKILL at random moments in 3 runs, a restart that must finish the work. Every
acknowledged capture is there with its image, the database is intact after each kill, the jobs a kill
interrupted are resumed, and no step is applied twice (job table + the fake model's request log).

Named to sort after test_app_shell.py (the tray-click test is sensitive to what ran before it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.crash_harness import CHAIN_KINDS, CrashHarness
from tests.fakes.openai_server import FakeOpenAIServer

pytestmark = pytest.mark.e2e


def test_captures_survive_sigkill_and_interrupted_jobs_resume_once(x_env: dict[str, str], tmp_path: Path,
                                                                   fake_openai: FakeOpenAIServer) -> None:
    work = tmp_path / "crash"
    work.mkdir()
    # the debounced workspace-wide steps (understanding, group summaries) are left to the bench: waiting
    # for them costs 15 s here
    harness = CrashHarness(x_env, work, runs=3, captures=12, seed=3, model_latency_s=0.1, kill_window_s=2.0,
                           settle_timeout_s=90, settle_kinds=CHAIN_KINDS)
    report = harness.run(fake_openai)

    assert report.captures_sent == 12
    assert not report.refused, report.refused
    assert report.acknowledged == 12
    assert report.found == report.acknowledged and not report.missing
    assert report.images_ok == report.acknowledged, f"images differ or are missing: {report.bad_images}"
    assert [k.integrity for k in report.kills] == ["ok"] * 3 and report.integrity_final == "ok"
    assert not report.errors, report.errors
    assert report.jobs_left == 0 and report.jobs_failed == 0
    assert report.analysed == report.acknowledged, "every capture is analysed after the restart"
    assert report.duplicate_done_jobs == 0, "a step was applied twice"
    assert report.unexplained_requests == 0, "the model was asked outside the job queue's attempts"
    # a kill may cut one in-flight request short, nothing more
    assert report.repeated_requests <= len(report.kills)
