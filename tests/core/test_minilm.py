"""The worker's numpy all-MiniLM-L6-v2 gives sentence-transformers' vectors (issue 18: the same
model for ~150 MB instead of ~490 MB)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from contexty_qt.core.embeddings import DEFAULT_MODEL, LocalEmbedder, resolve_model_path
from contexty_qt.core.minilm import NumpyMiniLM, supports

TEXTS = ["laptop battery life", "", "Ünïcødé — ★ emoji 🎉 and CJK 漢字",
         "the quarterly funding report shows the numbers for region 5 " * 60,  # past 256 word pieces
         *(f"memory {i} about a meeting on the budget" for i in range(40))]


def test_numpy_minilm_matches_sentence_transformers() -> None:
    from sentence_transformers import SentenceTransformer

    path = resolve_model_path(DEFAULT_MODEL)
    reference = SentenceTransformer(path, device="cpu").encode(TEXTS, batch_size=32, normalize_embeddings=True,
                                                              convert_to_numpy=True, show_progress_bar=False)
    ours = NumpyMiniLM(path).encode(TEXTS)
    assert ours.shape == reference.shape == (len(TEXTS), 384)
    assert np.abs(ours - reference).max() < 1e-5
    assert float((ours * reference).sum(1).min()) > 0.99999


def test_the_local_embedder_uses_the_numpy_model_for_minilm_only(tmp_path: Path) -> None:
    embedder = LocalEmbedder(DEFAULT_MODEL)
    vectors = embedder.embed(["laptop battery life", "notebook battery runtime"])
    assert isinstance(embedder._model, NumpyMiniLM)
    assert float(vectors[0] @ vectors[1]) > 0.6
    # a folder of another layout (here: CLS pooling) is not the numpy model's to run
    other = tmp_path / "cls-model"
    source = Path(resolve_model_path(DEFAULT_MODEL))
    for name in ("config.json", "modules.json", "tokenizer.json", "model.safetensors"):
        (other / name).parent.mkdir(parents=True, exist_ok=True)
        (other / name).symlink_to(source / name)
    (other / "1_Pooling").mkdir()
    (other / "1_Pooling" / "config.json").write_text(json.dumps({"pooling_mode_cls_token": True}))
    assert supports(source) and not supports(other)
    with pytest.raises(ValueError, match="not a BERT"):
        NumpyMiniLM(other)
