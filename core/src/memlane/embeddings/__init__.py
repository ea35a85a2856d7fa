from .base import Embedder, normalise_rows
from .sentence_transformer import SentenceTransformerEmbedder, shared_default_embedder

__all__ = ["Embedder", "SentenceTransformerEmbedder", "normalise_rows", "shared_default_embedder"]
