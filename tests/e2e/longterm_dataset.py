"""A realistic long-term data set for the repository screenshots and the long-term e2e test, built
only through the `contexty` CLI: four workspaces, seven sessions over three weeks, snippets with
memos, observations (some of the same page twice, so post-thinking proposes merges and forgetting
has something to fade), then `contexty jobs run` (offline analysis, placement with the packaged
MiniLM embeddings) and `contexty session run` (post-thinking of every ended session).

    python -m tests.e2e.longterm_dataset DATA_DIR     # builds it (about a minute)
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTEXTY = [sys.executable, "-m", "contexty_qt"]

# (time "DD HH:MM" in May 2025, source S/O, app, window or url, text, memo)
Capture = tuple[str, str, str, str, str, str]

WORKSPACES: list[tuple[str, list[tuple[str, str, list[Capture]]]]] = [
    ("Grant resubmission", [
        ("05 09:00", "05 11:30", [
            ("05 09:10", "S", "LibreOffice Writer", "R01_budget_justification.odt",
             "Personnel: two graduate students at 50% effort ($96,000/yr). Equipment: GPU workstation ($14,500). "
             "Travel: $6,000 for two conferences. Indirect costs at 58% MTDC.",
             "funding looks thin here — reviewers flagged the equipment line"),
            ("05 09:12", "O", "LibreOffice Writer", "R01_budget_justification.odt",
             "Personnel: two graduate students at 50% effort ($96,000/yr). Equipment: GPU workstation ($14,500). "
             "Travel: $6,000 for two conferences.", ""),
            ("05 09:40", "S", "Google Docs", "https://docs.google.com/document/d/aims",
             "Aim 1: characterise dataset drift in longitudinal EHR data. Aim 2: adapt models online without labels. "
             "Aim 3: validate at two partner hospitals.", "tighten Aim 2, it promises too much"),
            ("05 10:02", "O", "Firefox", "https://public.era.nih.gov/commons/summary",
             "Summary statement. Weaknesses: Aim 2 lacks preliminary data; the timeline for site validation is "
             "optimistic; the budget for equipment is not justified.", ""),
            ("05 10:05", "S", "Firefox", "https://public.era.nih.gov/commons/summary#r2",
             "Reviewer 2: the applicants should show that online adaptation does not degrade calibration on "
             "minority subgroups.", "add the subgroup calibration plot from the pilot"),
            ("05 10:06", "O", "Firefox", "https://public.era.nih.gov/commons/summary#r2",
             "Reviewer 2: the applicants should show that online adaptation does not degrade calibration on "
             "minority subgroups. Reviewer 3: strong team.", ""),
            ("05 10:30", "O", "Firefox", "https://grants.nih.gov/policy/resubmission",
             "A resubmission must include an Introduction of one page that addresses the reviewers' comments.",
             ""),
            ("05 10:48", "O", "Thunderbird", "Re: letters of support",
             "Dr. Alvarez agreed to write the letter of support from the partner hospital; she needs the aims by "
             "Friday.", ""),
            ("05 11:05", "O", "Slack", "#lab-general", "Lunch order for Friday: pizza or tacos?", ""),
            ("05 11:20", "S", "Zotero", "Guo et al. 2017 — On calibration of modern neural networks",
             "Temperature scaling is a simple, effective post-hoc calibration method for deep networks.",
             "cite for the calibration argument in Aim 2"),
        ]),
        ("13 14:00", "13 16:20", [
            ("13 14:05", "S", "Jupyter", "pilot_calibration.ipynb",
             "Expected calibration error by subgroup after online adaptation: 0.031 (overall), 0.044 (age 65+), "
             "0.052 (Black patients).", "this is the preliminary result Reviewer 2 wants"),
            ("13 14:30", "O", "Jupyter", "pilot_calibration.ipynb",
             "Reliability diagram for the pilot cohort, before and after adaptation.", ""),
            ("13 15:00", "S", "Google Docs", "https://docs.google.com/document/d/intro",
             "Introduction to the resubmission: we thank the reviewers; new preliminary data (Figure 3) shows "
             "calibration holds across subgroups.", "keep it to one page"),
            ("13 15:20", "O", "Firefox", "https://grants.nih.gov/grants/forms/biosketch.htm",
             "Biosketch format: personal statement, positions, contributions to science, research support.", ""),
            ("13 15:45", "O", "Firefox", "https://www.timeanddate.com",
             "Current time in Lisbon: 20:45.", ""),
            ("13 16:10", "S", "LibreOffice Writer", "R01_budget_justification.odt",
             "Equipment justification: the GPU workstation runs the nightly re-training of all three site models; "
             "cloud costs for the same work exceed $22,000 per year.", "this answers the equipment critique"),
        ]),
    ]),
    ("ICML trip", [
        ("06 13:00", "06 14:10", [
            ("06 13:20", "S", "Firefox", "https://www.google.com/travel/flights",
             "Boston to Lisbon: Tue 8 Jul TAP 218 $642 · Wed 9 Jul United 952 $811 · Mon 7 Jul Delta 154 $905.",
             "cheapest on Tuesday; arrive before the workshop"),
            ("06 13:31", "O", "Firefox", "https://www.booking.com/lisbon",
             "Hotel Baixa Lisboa · 1.2 km from the conference centre · €148 per night · free cancellation.", ""),
            ("06 13:33", "O", "Firefox", "https://www.booking.com/lisbon",
             "Hotel Baixa Lisboa · 1.2 km from the conference centre · €148 per night · free cancellation · "
             "breakfast €12.", ""),
            ("06 13:40", "S", "Firefox", "https://icml.cc/Register",
             "Early registration closes June 6. Student rate €350, regular €650.", "register before June 6"),
            ("06 13:52", "O", "Firefox", "https://icml.cc/virtual/2025/workshops",
             "Workshop on distribution shift, Saturday 12 July, room 3. Posters 10:30–12:00.", ""),
            ("06 14:02", "O", "Firefox", "https://www.visitlisboa.com/en",
             "Tram 28 runs through Alfama; buy a Viva Viagem card at any metro station.", ""),
        ]),
        ("20 18:00", "20 19:00", [
            ("20 18:05", "S", "Firefox", "https://icml.cc/virtual/2025/papers",
             "Oral session 4B: test-time adaptation under label shift, Thursday 10:00.", "don't miss this one"),
            ("20 18:20", "S", "Thunderbird", "Poster printing quote",
             "A0 poster on fabric, €38, delivered to the venue on 11 July.", "order by July 1"),
            ("20 18:40", "O", "Firefox", "https://www.tripadvisor.com/lisbon-restaurants",
             "Taberna da Rua das Flores: small plates, no reservations, queue from 18:30.", ""),
            ("20 18:50", "O", "Firefox", "https://www.tripadvisor.com/lisbon-restaurants",
             "Cervejaria Ramiro: seafood, expect a wait, open until midnight.", ""),
        ]),
    ]),
    ("Training speed-up", [
        ("08 15:00", "08 17:30", [
            ("08 15:02", "S", "Firefox", "https://pytorch.org/docs/stable/data.html",
             "num_workers (int, optional) – how many subprocesses to use for data loading. 0 means the data will "
             "be loaded in the main process.", "try num_workers=8 with pin_memory"),
            ("08 15:10", "O", "Terminal", "nvidia-smi",
             "GPU utilisation 31%, memory 14.2 GB / 24 GB, power 118 W / 350 W.", ""),
            ("08 15:12", "O", "Terminal", "nvidia-smi",
             "GPU utilisation 29%, memory 14.2 GB / 24 GB, power 121 W / 350 W.", ""),
            ("08 15:30", "S", "Firefox", "https://pytorch.org/docs/stable/amp.html",
             "torch.autocast runs ops in float16 where safe; GradScaler prevents underflow of small gradients.",
             "mixed precision should halve the step time"),
            ("08 16:00", "O", "VS Code", "train.py",
             "for batch in loader: batch = batch.to(device); loss = model(batch).loss; loss.backward()", ""),
            ("08 16:20", "S", "Firefox", "https://pytorch.org/docs/stable/checkpoint.html",
             "Activation checkpointing trades compute for memory by recomputing intermediate activations in the "
             "backward pass.", "lets us double the batch size"),
            ("08 16:45", "O", "TensorBoard", "localhost:6006",
             "Profiler: 61% of step time waiting for the dataloader; 24% forward; 15% backward.", ""),
            ("08 17:10", "O", "Slack", "#lab-general", "Who took the last coffee filter?", ""),
        ]),
        ("15 10:00", "15 12:00", [
            ("15 10:05", "S", "Terminal", "benchmark.log",
             "num_workers=8, pin_memory=True, bf16 autocast: 2.9 it/s (was 1.1 it/s). GPU utilisation 88%.",
             "2.6x faster, keep these settings"),
            ("15 10:30", "S", "Firefox", "https://pytorch.org/docs/stable/torch.compiler.html",
             "torch.compile speeds up models by JIT-compiling them into optimised kernels; the first call is slow.",
             "try after the deadline, compile time hurts short runs"),
            ("15 11:00", "O", "Firefox", "https://arxiv.org/abs/1706.02677",
             "Linear scaling rule: when the minibatch size is multiplied by k, multiply the learning rate by k, "
             "with a gradual warmup.", ""),
            ("15 11:40", "O", "TensorBoard", "localhost:6006",
             "Validation loss after 3 epochs: 0.412 (bf16) vs 0.409 (fp32).", ""),
        ]),
    ]),
    ("Apartment search", [
        ("18 19:00", "18 20:30", [
            ("18 19:05", "S", "Firefox", "https://www.zillow.com/somerville",
             "2 bed, Union Square, $3,150/month, laundry in unit, available 1 August.", "close to the Green Line"),
            ("18 19:20", "O", "Firefox", "https://www.zillow.com/cambridge",
             "1 bed, Central Square, $2,900/month, no laundry, available now.", ""),
            ("18 19:35", "S", "Google Maps", "Commute from Union Square to the lab",
             "Green Line to Lechmere then walk: 24 minutes; bike: 14 minutes.", "bike is faster"),
            ("18 19:50", "O", "Thunderbird", "Viewing confirmed",
             "Viewing of the Union Square apartment on Saturday at 11:00; bring proof of income.", ""),
            ("18 20:10", "O", "Firefox", "https://www.mass.gov/security-deposits",
             "A landlord may ask for first month, last month, a security deposit and a lock fee, no more.", ""),
        ]),
    ]),
]


def _at(day_time: str) -> str:
    day, clock = day_time.split()
    return f"2025-05-{day}T{clock}"


def build(run: Callable[[Sequence[str]], str]) -> dict[str, int]:
    """Build the data set with `run(args) -> stdout` (the contexty CLI); returns workspace ids by name."""
    ids: dict[str, int] = {}
    for name, sessions in WORKSPACES:
        ids[name] = int(run(["workspace", "create", name, "--switch"]).strip())
        for start, end, captures in sessions:
            run(["session", "start", "--at", _at(start)])
            for at, source, app, where, text, memo in captures:
                args = ["add", "--text", text, "--app", app, "--at", _at(at),
                        "--source", "snippet" if source == "S" else "observation"]
                args += ["--url", where] if where.startswith("http") else ["--title", where]
                if memo:
                    args += ["--memo", memo]
                run(args)
            run(["session", "end", "--at", _at(end), "--later"])
    run(["workspace", "archive", "Default"])
    run(["jobs", "run"])  # analysis (offline), placement with the MiniLM embeddings, groups
    run(["session", "run"])  # post-thinking of every session: thoughts, summaries, merges, fading
    return ids


def cli_runner(data_dir: Path, env: dict[str, str] | None = None) -> Callable[[Sequence[str]], str]:
    def run(args: Sequence[str]) -> str:
        out = subprocess.run([*CONTEXTY, "--data-dir", str(data_dir), *args], capture_output=True, text=True,
                             env=env, cwd=ROOT, timeout=900)
        if out.returncode != 0:
            raise RuntimeError(f"contexty {' '.join(args)} failed: {out.stderr}")
        return out.stdout

    return run


if __name__ == "__main__":
    target = Path(sys.argv[1])
    env = {**os.environ, "CONTEXTY_CONFIG_DIR": str(target / "config"), "HF_HUB_OFFLINE": "1"}
    print(build(cli_runner(target / "data", env)))
