-- memlane schema v4: keyed items, the shape framework adapters store (a LangGraph store item,
-- a chat message of a session, a CrewAI record).
--
-- An item is a JSON value under (namespace, key). Its text lives in exactly one verbatim
-- memory (`memory_id`), so recall finds it through every channel and erasure of that memory
-- removes the item row with it (ON DELETE CASCADE, and proved by the erasure service).
-- `namespace` is the labels each followed by U+001F, so a prefix test is a plain substr()
-- comparison that cannot match "ab" for "a".
CREATE TABLE items (
    id          INTEGER PRIMARY KEY,     -- also the insertion order of the key (kept on update)
    profile_id  INTEGER NOT NULL REFERENCES profiles(id),
    scope       TEXT NOT NULL,
    namespace   TEXT NOT NULL,
    key         TEXT NOT NULL,
    value       TEXT NOT NULL,           -- JSON
    memory_id   INTEGER NOT NULL UNIQUE REFERENCES memories(id) ON DELETE CASCADE,
    indexed     INTEGER NOT NULL,        -- 0 = stored but not ingested for recall
    status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
    created_at  REAL NOT NULL,
    updated_at  REAL NOT NULL,
    ttl_seconds REAL,
    expires_at  REAL,
    UNIQUE (profile_id, scope, namespace, key)
);
CREATE INDEX items_by_namespace ON items(profile_id, namespace, id);
CREATE INDEX items_by_expiry ON items(expires_at) WHERE expires_at IS NOT NULL;
