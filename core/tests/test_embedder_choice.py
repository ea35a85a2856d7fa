"""Which runtime of the default model a memory uses. The default model has two identities: the
float vectors (``all-MiniLM-L6-v2``, runtimes ``onnx`` and ``torch``) and its int8 copy
(``all-MiniLM-L6-v2-int8``, ``onnx-int8``). A new database is bound to ``DEFAULT_RUNTIME``'s;
a database bound to either keeps opening with it, without any setting;
``$MEMLANE_EMBEDDER_RUNTIME`` or an explicit embedder still win (a mismatch is still the typed
error); a backup of the other identity restored into a memory on the default brings its model
along."""

from __future__ import annotations

import shutil

import pytest
from memlane import Memory
from memlane.embeddings.default import (
    DEFAULT_RUNTIME,
    FLOAT_MODEL,
    INT8_MODEL,
    MODEL_OF_RUNTIME,
    RUNTIME_ENV,
)
from memlane.errors import EmbeddingModelMismatchError

DEFAULT_MODEL = MODEL_OF_RUNTIME[DEFAULT_RUNTIME]
OTHER_MODEL = FLOAT_MODEL if DEFAULT_MODEL == INT8_MODEL else INT8_MODEL
RUNTIME_OF = {FLOAT_MODEL: "onnx", INT8_MODEL: "onnx-int8"}


@pytest.fixture(autouse=True)
def no_runtime_setting(monkeypatch, embedder, float_embedder):
    # The models are loaded (session fixtures) before the setting is removed for the test.
    monkeypatch.delenv(RUNTIME_ENV, raising=False)


@pytest.fixture
def model_of(embedder, float_embedder):
    """Model name -> the shared embedder serving it."""
    from memlane.embeddings import shared_default_embedder

    return {FLOAT_MODEL: float_embedder, INT8_MODEL: shared_default_embedder("onnx-int8")}


def test_a_new_database_is_bound_to_the_default_runtimes_model(tmp_path):
    with Memory(tmp_path) as mem:
        assert mem.embedder.name == DEFAULT_MODEL
        mem.remember("Bruno adopted a rescue greyhound.", speaker="Bruno")
        assert mem.stats()["embedding_model"] == DEFAULT_MODEL
    with Memory(tmp_path) as mem:  # and it reopens with it
        assert mem.embedder.name == DEFAULT_MODEL
        assert "greyhound" in mem.recall("What pet did Bruno adopt?").items[0].fact.text


@pytest.mark.parametrize("model", [FLOAT_MODEL, INT8_MODEL])
def test_a_database_reopens_with_the_model_it_is_bound_to_and_recalls(tmp_path, model, model_of):
    with Memory(tmp_path, embedder=model_of[model]) as mem:  # e.g. a float database made before
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
    with Memory(tmp_path) as mem:
        assert mem.embedder.name == model
        top = mem.recall("Which city did Ana move to?").items[0]
        assert "Lisbon" in top.fact.text and "semantic" in top.channels
        mem.remember("Ana started working at a bakery.", speaker="Ana")  # writes are not refused
        assert mem.stats()["embedding_model"] == model and mem.stats()["facts"] == 2


def test_the_setting_wins_and_a_mismatch_is_still_typed(tmp_path, monkeypatch):
    monkeypatch.setenv(RUNTIME_ENV, RUNTIME_OF[OTHER_MODEL])
    with Memory(tmp_path / "other") as mem:  # a new database on the other identity, by request
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
        assert mem.stats()["embedding_model"] == OTHER_MODEL
    monkeypatch.setenv(RUNTIME_ENV, DEFAULT_RUNTIME)
    with Memory(tmp_path / "other") as mem, pytest.raises(EmbeddingModelMismatchError):
        mem.remember("vectors of one identity must not join an index of the other.")
    monkeypatch.delenv(RUNTIME_ENV)
    with Memory(tmp_path / "other") as mem:  # without the setting it follows the database again
        assert mem.embedder.name == OTHER_MODEL


def test_an_explicit_embedder_wins(tmp_path, model_of):
    with Memory(tmp_path) as mem:
        mem.remember("Bruno adopted a rescue greyhound.", speaker="Bruno")
    with Memory(tmp_path, embedder=model_of[OTHER_MODEL]) as mem, pytest.raises(EmbeddingModelMismatchError):
        mem.remember("vectors of one identity must not join an index of the other.")


def test_a_backup_of_the_other_identity_restored_on_the_default_brings_its_model(tmp_path, model_of):
    with Memory(tmp_path / "old", embedder=model_of[OTHER_MODEL]) as mem:
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
        mem.backup(tmp_path / "old.mlb")
    shutil.copytree(tmp_path / "old" / "keys", tmp_path / "new" / "keys")  # the same installation
    with Memory(tmp_path / "new") as mem:
        mem.remember("Bruno adopted a rescue greyhound.", speaker="Bruno")
        assert mem.stats()["embedding_model"] == DEFAULT_MODEL
        mem.restore(tmp_path / "old.mlb")
        assert mem.embedder.name == OTHER_MODEL and mem.stats()["embedding_model"] == OTHER_MODEL
        assert "Lisbon" in mem.recall("Which city did Ana move to?").items[0].fact.text
        mem.remember("Ana started working at a bakery.", speaker="Ana")
        assert any("bakery" in h.fact.text for h in mem.recall("Where does Ana work?").items)
    with Memory(tmp_path / "new") as mem:
        assert mem.embedder.name == OTHER_MODEL
    # A memory with an explicit embedder does not follow: the backup's model is refused.
    shutil.copytree(tmp_path / "old" / "keys", tmp_path / "third" / "keys")
    with Memory(tmp_path / "third", embedder=model_of[DEFAULT_MODEL]) as mem:
        with pytest.raises(EmbeddingModelMismatchError):
            mem.restore(tmp_path / "old.mlb")
        assert mem.embedder.name == DEFAULT_MODEL
