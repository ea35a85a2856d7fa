from .base import Embedder, normalise_rows
from .default import default_embedder, shared_default_embedder
from .onnx_runtime import OnnxEmbedder
from .sentence_transformer import SentenceTransformerEmbedder

__all__ = [
    "Embedder",
    "OnnxEmbedder",
    "SentenceTransformerEmbedder",
    "default_embedder",
    "normalise_rows",
    "shared_default_embedder",
]
