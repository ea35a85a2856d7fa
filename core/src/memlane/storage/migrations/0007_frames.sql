-- memlane schema v7: relation frames of facts (knowledge updates, geometry/frames.py).
-- One row per fact that states something about a subject entity: the clause frames (the
-- statement with its object removed, embedded, int8), their values and cues. Candidates for
-- the consistency check are read from the subject's postings, most recent first, within a
-- fixed budget (never a scan of the profile).

CREATE TABLE fact_frames (
    fact_id    INTEGER PRIMARY KEY REFERENCES facts(id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL,
    scope      TEXT NOT NULL,
    subject_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    frames     BLOB NOT NULL,          -- int8[k, d]: unit clause-frame embeddings × 127
    meta       TEXT NOT NULL           -- JSON: per clause values, dropped values, cues
);
CREATE INDEX fact_frames_by_subject ON fact_frames(profile_id, subject_id, scope, fact_id);
