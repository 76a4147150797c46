"""A quick loop for tag work: the offline analyzer's tags on every development corpus, scored against the authors'
reference tags as bench/placement.py does (its TagChoice: the cosine and lead a tag needs chosen leave-one-corpus-out
over TAG_GRID), without placing anything. Prints each held-out corpus's precision and recall with the cut chosen on
the others, the cut chosen on all of them and whether offline.py ships it; `--misses` lists every wrong tag with
the shipped cut. Embeddings are cached in a pickle between runs. The reported figures come from bench/placement.py.

    python bench/tags_quick.py [--cache /tmp/tags_quick.pkl] [--misses]
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.placement import TAG_PRECISION, TagChoice, memory_of, shipped_tags
from contexty_qt.core.embeddings import content_text
from contexty_qt.core.llm.offline import TAG_MARGIN, TAG_SIMILARITY, AnalysisInput, TagEvidence, analyze_offline
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.store import Store


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/tags_quick.pkl"))
    parser.add_argument("--misses", action="store_true", help="list the wrong tags with the shipped cut")
    args = parser.parse_args()
    corpora = load_all()
    names = [c.name for c in corpora]
    with tempfile.TemporaryDirectory() as tmp:
        choice = TagChoice(corpora, Path(tmp))
        if args.cache.exists():
            choice.embed.cache = pickle.loads(args.cache.read_bytes())
        right = given = meeting = 0
        for name in names:
            cut = choice.chosen_on([n for n in names if n != name])
            precision, recall, n_tags = choice.scores(name, cut)
            right, given = right + round(precision * n_tags), given + n_tags
            meeting += precision >= TAG_PRECISION or n_tags == 0
            print(f"held out {name}: precision {precision:.2f} recall {recall:.3f} ({n_tags} tags), "
                  f"cut {cut[0]:.2f} / {cut[1]:.2f}")
        chosen = choice.chosen_on(names)
        print(f"held out: {right} of {given} tags right; precision >= {TAG_PRECISION} (or no tag) on {meeting} of "
              f"{len(names)} corpora; chosen on all: {chosen[0]:.2f} / {chosen[1]:.2f}; {shipped_tags(chosen)}")
        if args.misses:
            for corpus in corpora:
                with Store(Path(tmp) / f"{corpus.name}-misses") as store:
                    ontology = Ontology(store)
                    evidence = TagEvidence(choice.embed, TAG_SIMILARITY, TAG_MARGIN)
                    for i, cap in enumerate(corpus.captures):
                        item = AnalysisInput(SourceType.SNIPPET, text=cap.text, memo=cap.memo, ocr_text=cap.ocr,
                                             provenance=Provenance(app=cap.app, window_title=cap.window_title,
                                                                   url=cap.url))
                        got = set(analyze_offline(item, ontology, evidence,
                                                  content_text(memory_of(i, cap), cap.ocr)).tags)
                        if got - set(cap.tags):
                            print(f"   {corpus.name}: {sorted(got)} (reference {sorted(cap.tags)}) "
                                  f"{(cap.text or cap.ocr)[:80]!r}")
        args.cache.write_bytes(pickle.dumps(choice.embed.cache))
    return 0


if __name__ == "__main__":
    sys.exit(main())
