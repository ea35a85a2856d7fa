import hashlib

import apsw
import pytest
from memlane import Memory
from memlane.errors import (
    EmbeddingDimensionMismatchError,
    EmbeddingModelMismatchError,
    NotADatabaseError,
    SchemaTooNewError,
    StorageError,
)
from memlane.storage import Store
from memlane.storage.database import WAL_SIZE_LIMIT
from memlane.storage.migrations import latest_version


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_new_database_is_stamped_and_configured(tmp_path):
    store = Store(tmp_path / "m.db")
    conn = store.db.conn
    assert store.db.schema_version == latest_version()
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA journal_size_limit").fetchone()[0] == WAL_SIZE_LIMIT  # the WAL shrinks after big writes
    assert conn.execute("select vec_version()").fetchone()[0].startswith("v")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")}
    assert {"profiles", "memories", "facts", "fact_sources", "entities", "entity_aliases", "fact_entities", "edges", "scenes", "facts_fts"} <= tables
    store.close()


def test_reopen_does_not_re_migrate(tmp_path):
    Store(tmp_path / "m.db").close()
    store = Store(tmp_path / "m.db")
    assert store.db.schema_version == latest_version()
    store.close()


def test_newer_schema_is_refused_and_untouched(tmp_path):
    path = tmp_path / "m.db"
    conn = apsw.Connection(str(path))
    conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    conn.execute("CREATE TABLE future(x)")
    conn.close()
    before = digest(path)
    with pytest.raises(SchemaTooNewError, match="newer"):
        Store(path)
    assert digest(path) == before


def test_non_sqlite_file_is_refused_and_untouched(tmp_path):
    path = tmp_path / "memlane.db"
    path.write_bytes(b"this is my thesis, not a database\n" * 100)
    before = digest(path)
    with pytest.raises(NotADatabaseError):
        Store(path)
    assert digest(path) == before


def test_corrupted_sqlite_file_is_a_clear_error(tmp_path):
    path = tmp_path / "m.db"
    Store(path).close()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # smash the schema page, keep the header magic
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(StorageError):
        Store(path)
    assert digest(path) == before


def test_directory_in_place_of_database(tmp_path):
    (tmp_path / "m.db").mkdir()
    with pytest.raises(NotADatabaseError):
        Store(tmp_path / "m.db")


def test_write_transaction_rolls_back_everything(tmp_path):
    store = Store(tmp_path / "m.db")
    with pytest.raises(RuntimeError), store.write():
        store.catalog.create_profile("p")
        with store.write():  # nested joins the outer transaction
            store.catalog.set_meta("k", "v")
        raise RuntimeError("boom")
    assert store.catalog.profile_id("p") is None and store.catalog.get_meta("k") is None
    store.close()


def test_embedding_dimension_mismatch_is_refused(tmp_path, embedder):
    store = Store(tmp_path / "memlane.db")
    with store.write():
        store.vectors.bind(embedder.name, 768)
    store.close()
    with Memory(tmp_path, embedder=embedder) as mem, pytest.raises(EmbeddingDimensionMismatchError, match="768"):
        mem.remember("This must not be stored with the wrong dimension.")


def test_embedding_model_mismatch_is_refused(tmp_path, embedder):
    store = Store(tmp_path / "memlane.db")
    with store.write():
        store.vectors.bind("some-other-model", embedder.dimension)
    store.close()
    with Memory(tmp_path, embedder=embedder) as mem, pytest.raises(EmbeddingModelMismatchError):
        mem.remember("Vectors of different models are not comparable.")


def test_data_dir_from_environment(tmp_path, monkeypatch, embedder):
    monkeypatch.setenv("MEMLANE_DATA_DIR", str(tmp_path / "env-root"))
    with Memory(embedder=embedder) as mem:
        assert mem.path == tmp_path / "env-root" / "memlane.db"


def test_temporary_memory_cleans_up(embedder):
    mem = Memory.temporary(embedder=embedder)
    root = mem.path.parent
    mem.remember("short lived memory for the test")
    mem.close()
    assert not root.exists()
