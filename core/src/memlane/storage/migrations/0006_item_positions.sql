-- memlane schema v6: item positions and recency.
--
-- `pos` orders the items of a namespace (a chat log): an append takes the row id (so appends
-- stay in insertion order, as before), an insert at a position takes the midpoint between its
-- neighbours, and a namespace is renumbered 1..n on the rare insert whose midpoint would not
-- differ from a neighbour. Existing rows keep their insertion order (pos = id).
ALTER TABLE items ADD COLUMN pos REAL NOT NULL DEFAULT 0;
UPDATE items SET pos = id;
CREATE INDEX items_by_position ON items(profile_id, namespace, pos, id);
-- An unqueried search lists the most recently written items first (as LangGraph's SQL stores).
CREATE INDEX items_by_update ON items(profile_id, updated_at, id);
