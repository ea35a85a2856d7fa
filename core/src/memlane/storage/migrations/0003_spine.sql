-- memlane schema v3: identity, the verifiable write spine, erasure.
--
-- Scope keys: from v3 every tenant row's `scope` is a governance scope key:
-- 'personal:<principal>', 'shared:<name>' or 'global'. Rows written before v3 with the bare
-- label 'shared' move to the profile's default share; bare 'personal' rows are adopted by the
-- implicit local owner the first time it opens the store (see storage/scopes.py).

-- == identity ===================================================================================
CREATE TABLE principals (
    id            TEXT PRIMARY KEY,
    display_name  TEXT,
    password_hash TEXT NOT NULL,            -- argon2id, encoded with its own salt and parameters
    disabled      INTEGER NOT NULL DEFAULT 0,
    created_at    REAL NOT NULL
) WITHOUT ROWID;

-- One role per principal and profile name ('*' = every profile, honoured for OWNER only).
CREATE TABLE memberships (
    principal_id TEXT NOT NULL REFERENCES principals(id) ON DELETE CASCADE,
    profile      TEXT NOT NULL,
    role         TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
    PRIMARY KEY (principal_id, profile)
) WITHOUT ROWID;

CREATE TABLE scope_grants (
    principal_id TEXT NOT NULL REFERENCES principals(id) ON DELETE CASCADE,
    profile      TEXT NOT NULL,
    scope        TEXT NOT NULL CHECK (scope LIKE 'shared:_%'),
    can_write    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (principal_id, profile, scope)
) WITHOUT ROWID;

-- Only the SHA-256 of a session token is stored. A session is bound to the profile and the
-- generation it was opened under, so a session outlives neither a profile recreation nor a
-- process restart (the fence is read from here, not from memory).
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    principal_id TEXT NOT NULL REFERENCES principals(id) ON DELETE CASCADE,
    profile      TEXT,
    generation   INTEGER,
    created_at   REAL NOT NULL,
    expires_at   REAL NOT NULL,
    revoked_at   REAL
) WITHOUT ROWID;

-- == generation fence ===========================================================================
-- Survives the deletion of the profile row: recreating a name continues its count.
CREATE TABLE profile_generations (
    name       TEXT PRIMARY KEY,
    generation INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO profile_generations(name, generation) SELECT name, generation FROM profiles;

-- Scope keys in use per profile (the implicit local owner may read every share it created).
CREATE TABLE profile_scopes (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    scope      TEXT NOT NULL,
    PRIMARY KEY (profile_id, scope)
) WITHOUT ROWID;

UPDATE memories SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE facts SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE fact_sources SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE scenes SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE entities SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE entity_aliases SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE fact_entities SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE edges SET scope = 'shared:default' WHERE scope = 'shared';
UPDATE fact_state SET scope = 'shared:default' WHERE scope = 'shared';
INSERT OR IGNORE INTO profile_scopes(profile_id, scope) SELECT DISTINCT profile_id, scope FROM memories;

-- == operations =================================================================================
-- The immutable receipt of every governed write: who, what kind, under which generation, the
-- payload hash and the ids it produced. Triggers refuse UPDATE and DELETE.
CREATE TABLE operation_receipts (
    id           TEXT PRIMARY KEY,
    kind         TEXT NOT NULL,
    profile      TEXT NOT NULL,
    generation   INTEGER NOT NULL,
    principal_id TEXT NOT NULL,
    transport    TEXT NOT NULL,
    payload_hash TEXT NOT NULL,
    created_at   REAL NOT NULL,
    targets      TEXT NOT NULL              -- JSON {"memories": [...], "facts": [...]}
) WITHOUT ROWID;
CREATE TRIGGER operation_receipts_immutable BEFORE UPDATE ON operation_receipts
BEGIN SELECT RAISE(ABORT, 'operation receipts are immutable'); END;
CREATE TRIGGER operation_receipts_undeletable BEFORE DELETE ON operation_receipts
BEGIN SELECT RAISE(ABORT, 'operation receipts are immutable'); END;

-- One projection obligation per owner and operation.
CREATE TABLE obligations (
    operation_id TEXT NOT NULL REFERENCES operation_receipts(id),
    owner        TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN
                 ('pending', 'applied', 'failed', 'dead_lettered', 'compensated', 'cancelled')),
    attempts     INTEGER NOT NULL DEFAULT 0,
    detail       TEXT,
    updated_at   REAL NOT NULL,
    PRIMARY KEY (operation_id, owner)
) WITHOUT ROWID;
CREATE INDEX obligations_open ON obligations(state, operation_id)
    WHERE state IN ('pending', 'failed', 'dead_lettered');

-- The latest sealed completion manifest of each operation (HMAC-SHA256, installation key).
CREATE TABLE operation_manifests (
    operation_id TEXT PRIMARY KEY REFERENCES operation_receipts(id),
    status       TEXT NOT NULL,
    document     TEXT NOT NULL,
    updated_at   REAL NOT NULL
) WITHOUT ROWID;

-- Inputs a failed owner cannot rebuild from canonical rows (the embedding), kept until the
-- obligation is applied or cancelled.
CREATE TABLE projection_staging (
    operation_id TEXT NOT NULL,
    owner        TEXT NOT NULL,
    fact_id      INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
    payload      BLOB NOT NULL,
    PRIMARY KEY (operation_id, owner, fact_id)
) WITHOUT ROWID;
CREATE INDEX projection_staging_by_fact ON projection_staging(fact_id);

-- Secret/PII findings of the scrubber: kinds and spans only, never the matched text.
CREATE TABLE redactions (
    memory_id    INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
    operation_id TEXT NOT NULL,
    field        TEXT NOT NULL,
    kind         TEXT NOT NULL,
    span_start   INTEGER NOT NULL,
    span_end     INTEGER NOT NULL
);
CREATE INDEX redactions_by_memory ON redactions(memory_id);

-- == erasure ====================================================================================
-- Hashes of erased items per profile name: a replay or re-import cannot resurrect them.
CREATE TABLE tombstones (
    profile    TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('idempotency_key', 'content_hash', 'fact_hash')),
    value      TEXT NOT NULL,
    erasure_id TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (profile, kind, value)
) WITHOUT ROWID;

CREATE TABLE erasure_receipts (
    id         TEXT PRIMARY KEY,
    profile    TEXT NOT NULL,
    kind       TEXT NOT NULL,
    all_erased INTEGER NOT NULL,
    document   TEXT,                        -- sealed receipt; NULL until the proofs ran
    created_at REAL NOT NULL
) WITHOUT ROWID;

-- == temporal projection ========================================================================
-- When each fact happened (its referenced interval, else the instant it was said): the index
-- the temporal channel scans. Owned by the temporal projection owner.
CREATE TABLE fact_times (
    fact_id    INTEGER PRIMARY KEY REFERENCES facts(id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL,
    scope      TEXT NOT NULL,
    has_ref    INTEGER NOT NULL,
    t_start    REAL NOT NULL,
    t_end      REAL NOT NULL
);
CREATE INDEX fact_times_by_start ON fact_times(profile_id, t_start);
INSERT INTO fact_times(fact_id, profile_id, scope, has_ref, t_start, t_end)
    SELECT id, profile_id, scope, referenced_start IS NOT NULL,
           coalesce(referenced_start, observed_at), coalesce(referenced_end, observed_at)
    FROM facts;
