"""all-MiniLM-L6-v2 run with numpy alone: the model worker's light embedder (issue 18).

sentence-transformers computes these vectors through torch + transformers + sentence-transformers:
~490 MB resident in the worker after one embedding (218 MB torch, 174 MB the sentence-transformers
import with what it pulls in) and ~3.7 s to start. The model itself is 90 MB of float32 weights
and a six-layer BERT encoder, so this module reads the same safetensors file and tokenizer.json
(with `safetensors` and `tokenizers`, both already dependencies of sentence-transformers) and runs
the same arithmetic in numpy: ~150 MB resident, well under a second to load. Written by hand
because no installed library runs a BERT without torch or an ONNX export (none is packaged and the
model hubs are unreachable); tests/core/test_minilm.py checks the vectors against
sentence-transformers' on the same texts.

Only a plain BERT folder with mean pooling and normalisation (the sentence-transformers layout of
all-MiniLM-L6-v2) is accepted: `supports(folder)` says whether a folder is one; anything else keeps
the sentence-transformers path.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[np.float32]
BATCH = 32


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def supports(folder: str | Path) -> bool:
    """A BERT encoder followed by mean pooling and Normalize, with safetensors weights."""
    root = Path(folder)
    try:
        config = _read_json(root / "config.json")
        modules = [m.get("type", "").rsplit(".", 1)[-1] for m in _read_json(root / "modules.json")]
        pooling = _read_json(root / "1_Pooling" / "config.json")
    except (OSError, ValueError, AttributeError):
        return False
    others = ("pooling_mode_cls_token", "pooling_mode_max_tokens", "pooling_mode_mean_sqrt_len_tokens")
    mean_only = pooling.get("pooling_mode_mean_tokens") and not any(pooling.get(k) for k in others)
    return (config.get("model_type") == "bert" and config.get("hidden_act") == "gelu"
            and config.get("position_embedding_type", "absolute") == "absolute"
            and modules == ["Transformer", "Pooling", "Normalize"] and bool(mean_only)
            and (root / "model.safetensors").is_file() and (root / "tokenizer.json").is_file())


def _erf(x: Array) -> Array:
    """erf to ~1.2e-7 (Numerical Recipes' erfc Chebyshev fit), below float32 resolution; numpy has none."""
    z = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    poly = -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
        -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
    erfc = t * np.exp(poly)
    return np.where(x >= 0, 1.0 - erfc, erfc - 1.0).astype(np.float32)


def _layer_norm(x: Array, weight: Array, bias: Array, eps: float) -> Array:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return np.asarray((x - mean) / np.sqrt(var + eps) * weight + bias, dtype=np.float32)


class NumpyMiniLM:
    """`encode(texts)` -> unit-norm float32 rows, as SentenceTransformer(folder).encode(texts,
    normalize_embeddings=True) computes them."""

    def __init__(self, folder: str | Path) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        root = Path(folder)
        if not supports(root):
            raise ValueError(f"{root} is not a BERT + mean pooling sentence-transformers folder")
        config = _read_json(root / "config.json")
        self.heads = int(config["num_attention_heads"])
        self.layers = int(config["num_hidden_layers"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        max_len = int(config.get("max_position_embeddings", 512))
        st_config = root / "sentence_bert_config.json"
        if st_config.is_file():
            max_len = min(max_len, int(_read_json(st_config).get("max_seq_length", max_len)))
        self.tokenizer = Tokenizer.from_file(str(root / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_len)
        self.tokenizer.no_padding()  # tokenizer.json pads to 128; encode() pads each batch to its longest
        weights = load_file(str(root / "model.safetensors"))
        self.w = {k.removeprefix("bert."): np.ascontiguousarray(v, dtype=np.float32) for k, v in weights.items()
                  if not k.endswith("position_ids")}

    def encode(self, texts: Sequence[str]) -> Array:
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        out = np.zeros((len(texts), self.w["embeddings.word_embeddings.weight"].shape[1]), dtype=np.float32)
        start = 0
        while start < len(order):
            # a batch of similar lengths: padding a short text to a 256-token neighbour costs 256 tokens of work
            first = len(encodings[order[start]].ids)
            end = start + 1
            while end < len(order) and end - start < BATCH and len(encodings[order[end]].ids) <= first * 1.5 + 8:
                end += 1
            chunk = order[start:end]
            length = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), length), dtype=np.int64)
            types = np.zeros((len(chunk), length), dtype=np.int64)
            mask = np.zeros((len(chunk), length), dtype=np.float32)
            for row, i in enumerate(chunk):
                n = len(encodings[i].ids)
                ids[row, :n], types[row, :n], mask[row, :n] = encodings[i].ids, encodings[i].type_ids, 1.0
            out[chunk] = self._pool(self._forward(ids, types, mask), mask)
            start = end
        return out

    def _linear(self, x: Array, name: str) -> Array:
        return np.asarray(x @ self.w[f"{name}.weight"].T + self.w[f"{name}.bias"], dtype=np.float32)

    def _forward(self, ids: npt.NDArray[np.int64], types: npt.NDArray[np.int64], mask: Array) -> Array:
        w = self.w
        batch, length = ids.shape
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:length][None]
             + w["embeddings.token_type_embeddings.weight"][types])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        hidden = x.shape[-1]
        head = hidden // self.heads
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]  # padded keys get no attention

        def split(t: Array) -> Array:
            # contiguous: numpy's stacked matmul uses BLAS only on contiguous blocks (a view ran ~100x slower)
            return np.ascontiguousarray(t.reshape(batch, length, self.heads, head).transpose(0, 2, 1, 3))

        for i in range(self.layers):
            p = f"encoder.layer.{i}"
            q, k, v = (split(self._linear(x, f"{p}.attention.self.{n}")) for n in ("query", "key", "value"))
            scores = (q @ np.ascontiguousarray(k.transpose(0, 1, 3, 2))) / np.float32(np.sqrt(head)) + bias
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, hidden)
            x = _layer_norm(x + self._linear(context, f"{p}.attention.output.dense"),
                            w[f"{p}.attention.output.LayerNorm.weight"], w[f"{p}.attention.output.LayerNorm.bias"],
                            self.eps)
            inner = self._linear(x, f"{p}.intermediate.dense")
            inner = 0.5 * inner * (1.0 + _erf(inner / np.float32(np.sqrt(2.0))))  # exact GELU, as BERT's "gelu"
            x = _layer_norm(x + self._linear(inner, f"{p}.output.dense"), w[f"{p}.output.LayerNorm.weight"],
                            w[f"{p}.output.LayerNorm.bias"], self.eps)
        return np.asarray(x, dtype=np.float32)

    @staticmethod
    def _pool(tokens: Array, mask: Array) -> Array:
        summed = (tokens * mask[..., None]).sum(1)
        pooled = summed / np.clip(mask.sum(1, keepdims=True), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return np.asarray(pooled / norms, dtype=np.float32)
