-- memlane schema v1. One temporal model (on facts): observed / referenced / validity / system.
-- Every tenant-owned table carries profile_id and scope so each read path can filter by them
-- directly. Times are UTC epoch seconds (REAL).

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE profiles (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    -- Advanced when a profile is deleted and recreated; writes admitted under an older
    -- generation are fenced off (persisted, so the fence survives restarts).
    generation INTEGER NOT NULL DEFAULT 1,
    created_at REAL NOT NULL
);

-- Raw, verbatim input (a turn or an episode) with provenance.
CREATE TABLE memories (
    id              INTEGER PRIMARY KEY,
    profile_id      INTEGER NOT NULL REFERENCES profiles(id),
    scope           TEXT NOT NULL,
    content         TEXT NOT NULL,
    content_hash    TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    session_id      TEXT,
    speaker         TEXT,
    role            TEXT,
    observed_at     REAL NOT NULL,
    recorded_at     REAL NOT NULL,
    metadata        TEXT NOT NULL DEFAULT '{}',
    UNIQUE (profile_id, idempotency_key)
);
CREATE INDEX memories_by_session ON memories(profile_id, session_id, observed_at);

-- A scene groups the facts of one episode (a session, or a single memory without one).
CREATE TABLE scenes (
    id          INTEGER PRIMARY KEY,
    profile_id  INTEGER NOT NULL REFERENCES profiles(id),
    scope       TEXT NOT NULL,
    session_id  TEXT,
    started_at  REAL NOT NULL,
    ended_at    REAL NOT NULL
);
CREATE INDEX scenes_by_session ON scenes(profile_id, session_id);

-- Atomic facts derived from memories.
CREATE TABLE facts (
    id               INTEGER PRIMARY KEY,
    profile_id       INTEGER NOT NULL REFERENCES profiles(id),
    scope            TEXT NOT NULL,
    scene_id         INTEGER REFERENCES scenes(id),
    text             TEXT NOT NULL,      -- speaker-attributed ("Caroline moved to Paris")
    verbatim         TEXT NOT NULL,      -- the sentence as said ("I moved to Paris")
    speaker          TEXT,
    observed_at      REAL NOT NULL,      -- when it was said
    referenced_start REAL,               -- when it happened (interval) ...
    referenced_end   REAL,
    valid_from       REAL,               -- when it is true in the world
    valid_until      REAL,
    recorded_at      REAL NOT NULL,      -- system time: when we learned it ...
    expired_at       REAL,               -- ... and when we stopped believing it
    importance       REAL NOT NULL DEFAULT 0.5,
    access_count     INTEGER NOT NULL DEFAULT 0,
    last_accessed_at REAL
);
CREATE INDEX facts_by_observed ON facts(profile_id, observed_at);
CREATE INDEX facts_by_referenced ON facts(profile_id, referenced_start);
CREATE INDEX facts_by_scene ON facts(scene_id);

CREATE TABLE fact_sources (
    fact_id    INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
    memory_id  INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL,
    scope      TEXT NOT NULL,
    PRIMARY KEY (fact_id, memory_id)
) WITHOUT ROWID;
CREATE INDEX fact_sources_by_memory ON fact_sources(memory_id);

CREATE TABLE entities (
    id         INTEGER PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    scope      TEXT NOT NULL,
    canonical  TEXT NOT NULL,
    kind       TEXT NOT NULL DEFAULT 'unknown',
    created_at REAL NOT NULL,
    UNIQUE (profile_id, canonical)
);

CREATE TABLE entity_aliases (
    profile_id INTEGER NOT NULL,
    alias_key  TEXT NOT NULL,            -- casefolded alias, the lookup key
    entity_id  INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    scope      TEXT NOT NULL,
    alias      TEXT NOT NULL,
    PRIMARY KEY (profile_id, alias_key)
) WITHOUT ROWID;
CREATE INDEX entity_aliases_by_entity ON entity_aliases(entity_id);

CREATE TABLE fact_entities (
    fact_id    INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
    entity_id  INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL,
    scope      TEXT NOT NULL,
    PRIMARY KEY (fact_id, entity_id)
) WITHOUT ROWID;
CREATE INDEX fact_entities_by_entity ON fact_entities(entity_id);

-- Typed edges between facts and/or entities (supersedes, co_occurs, associated, ...).
-- Endpoints are polymorphic, so the storage layer deletes a node's edges explicitly.
CREATE TABLE edges (
    id         INTEGER PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    scope      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    src_type   TEXT NOT NULL CHECK (src_type IN ('fact', 'entity')),
    src_id     INTEGER NOT NULL,
    dst_type   TEXT NOT NULL CHECK (dst_type IN ('fact', 'entity')),
    dst_id     INTEGER NOT NULL,
    weight     REAL NOT NULL DEFAULT 1.0,
    created_at REAL NOT NULL,
    metadata   TEXT NOT NULL DEFAULT '{}',
    UNIQUE (profile_id, kind, src_type, src_id, dst_type, dst_id)
);
CREATE INDEX edges_by_src ON edges(src_type, src_id);
CREATE INDEX edges_by_dst ON edges(dst_type, dst_id);

-- Lexical index, rowid = facts.id, written in the same transaction as the fact.
-- `context` holds the speaker, the date in words and the surrounding turn (lower weight).
CREATE VIRTUAL TABLE facts_fts USING fts5(
    text, context, tokenize = 'porter unicode61 remove_diacritics 2'
);
-- Deleted text must not linger in index pages (verified erasure).
INSERT INTO facts_fts(facts_fts, rank) VALUES ('secure-delete', 1);
