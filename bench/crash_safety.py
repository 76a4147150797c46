"""Crash safety (issue 8): 200 captures through `contexty add` while the real app, under Xvfb and
with a fake model as llm.base_url, is killed with SIGKILL at random moments in 20 runs, then
restarted; every acknowledged capture must be there with its image, `PRAGMA integrity_check` ok,
the interrupted AI jobs resumed, nothing applied twice. The baseline, in the same run: the same
captures into one app that is never killed (model requests and time to finish, as a ratio).

    .venv/bin/python bench/crash_safety.py [--runs 20] [--captures 200] [--out bench/results/crash_safety.md]

The harness is tests/e2e/crash_harness.py (tests/e2e/test_crash_safety.py runs a small version in CI).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.machine import machine_line, publish
from bench.xsession import x_session
from tests.e2e.crash_harness import CrashHarness, CrashReport, report_dict
from tests.fakes.openai_server import FakeOpenAIServer


def table(crash: CrashReport, base: CrashReport) -> list[str]:
    def ratio(a: float, b: float) -> str:
        return f"{a / b:.2f}x" if b else "n/a"

    per_capture = (crash.analysis_requests / crash.acknowledged if crash.acknowledged else 0.0,
                   base.analysis_requests / base.acknowledged if base.acknowledged else 0.0)
    return [
        "| | killed 20 times | baseline (never killed) | ratio |",
        "|---|---:|---:|---:|",
        f"| runs (app lifetimes ended by SIGKILL) | {len(crash.kills)} | 0 | |",
        f"| captures sent | {crash.captures_sent} | {base.captures_sent} | |",
        f"| acknowledged as saved (`contexty add` printed an id) | {crash.acknowledged} | {base.acknowledged} | |",
        f"| refused by `contexty add` (an error, no id) | {len(crash.refused)} | {len(base.refused)} | |",
        f"| found after restart | {crash.found} | {base.found} | |",
        f"| ... with their image, pixel-identical | {crash.images_ok} | {base.images_ok} | |",
        f"| `PRAGMA integrity_check` ok (after each kill + at the end) | "
        f"{sum(k.integrity == 'ok' for k in crash.kills) + (crash.integrity_final == 'ok')}/{len(crash.kills) + 1} | "
        f"{int(base.integrity_final == 'ok')}/1 | |",
        f"| jobs interrupted mid-step by a kill (distinct) | {crash.jobs_interrupted} | 0 | |",
        f"| jobs left pending/running by a kill, resumed and done | {crash.jobs_resumed} | | |",
        f"| jobs unfinished at the end / failed | {crash.jobs_left} / {crash.jobs_failed} | "
        f"{base.jobs_left} / {base.jobs_failed} | |",
        f"| captures analysed at the end | {crash.analysed} | {base.analysed} | |",
        f"| a step applied twice (done jobs per kind and memory > 1) | {crash.duplicate_done_jobs} | "
        f"{base.duplicate_done_jobs} | |",
        f"| analysis requests per capture | {per_capture[0]:.3f} | {per_capture[1]:.3f} | "
        f"{ratio(per_capture[0], per_capture[1])} |",
        f"| analysis requests repeated (a kill cut the first one short) | {crash.repeated_requests} | "
        f"{base.repeated_requests} | |",
        f"| analysis requests beyond the job's attempts (work outside the queue) | {crash.unexplained_requests} | "
        f"{base.unexplained_requests} | |",
        f"| last start: time to finish every job | {crash.settle_s:.1f} s | {base.settle_s:.1f} s (after the "
        f"last capture) | {ratio(crash.settle_s, base.settle_s)} |",
        f"| wall time | {crash.wall_s:.0f} s | {base.wall_s:.0f} s | {ratio(crash.wall_s, base.wall_s)} |",
    ]


def kills_table(crash: CrashReport) -> list[str]:
    lines = ["| run | killed after | phase | acknowledged so far | jobs running (claimed) | jobs pending | "
             "jobs done so far | integrity |",
             "|---:|---:|---|---:|---:|---:|---:|---|"]
    lines += [f"| {k.run} | {k.after_s:.1f} s | {k.phase} | {k.captures_acknowledged_before} | {k.jobs_running} | "
              f"{k.jobs_pending} | {k.jobs_done} | {k.integrity} |" for k in crash.kills]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--captures", type=int, default=200)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "crash_safety.md")
    args = parser.parse_args()
    os.environ.pop("QT_QPA_PLATFORM", None)
    with x_session(tray=True) as env, FakeOpenAIServer() as server, tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "killed").mkdir()
        (work / "baseline").mkdir()
        crash = CrashHarness(env, work / "killed", runs=args.runs, captures=args.captures, seed=args.seed,
                             log=lambda m: print(m, flush=True)).run(server)
        print(json.dumps(report_dict(crash))[:2000], flush=True)
        base = CrashHarness(env, work / "baseline", runs=1, captures=args.captures, seed=args.seed,
                            log=lambda m: print(m, flush=True)).run(server, kill=False)
    lines = ["# Crash safety", "",
             f"{args.captures} captures (real PNGs, each with a memo) sent with `contexty add`, two at a time, while "
             f"the app ran under Xvfb with a fake OpenAI-compatible model as llm.base_url (each answer takes "
             f"0.15 s) and embeddings from the same server. In each of {args.runs} runs the app was started, "
             f"got its share of the captures and was killed with SIGKILL at a random moment (seed {args.seed}): "
             "a quarter of the kills while it starts, a third while one of its jobs was claimed (mid-step), "
             "the rest between its first answer over the single-instance socket and a few seconds after its "
             "share was sent; "
             "the captures still being sent went on while it was dead. Then it was started once more to finish "
             "the work and quit with SIGTERM. Checked from outside with sqlite3 and Pillow. Baseline: the same "
             "captures into one app that is never killed.", "",
             *table(crash, base), "",
             "Every kill:", "", *kills_table(crash), "",
             f"Verdict: {'all checks passed' if crash.ok and base.ok else 'FAILED'}"
             + (f"; errors: {crash.errors + base.errors}" if crash.errors or base.errors else "")
             + (f"; refused: {(crash.refused + base.refused)[:5]}" if crash.refused or base.refused else ""), "",
             machine_line(), ""]
    text = "\n".join(lines)
    publish(text, args.out)
    return 0 if crash.ok and base.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
