"""The AI pipeline after a capture's analysis (the analyze step itself lives in core/jobs.py):

    placement.py      the placement algorithm (MEM-3): σ models, choose_group, consolidate, names
    place.py          the `place` job (with CAP-6 auto-hide) and the debounced `summarize` job
    relevance.py      σ from the language model's relatedness prompt
    evolve.py         the `evolve` job (MEM-4)
    understanding.py  the `understand` job (MEM-5) and latest_understanding() for the canvas
    regroup.py        AI regrouping by instruction (MEM-6): propose -> preview -> apply
    vectors.py        the embedding index the steps share, and the `reembed` job
    corpus.py         a workspace read as placement items and prompt lines
"""
