-- memlane schema v2: per-fact geometric state used by retrieval and lifecycle.
-- One row per fact: the Gaussian belief behind Fisher-Rao scoring (sufficient statistics,
-- estimated from supporting observations) and the Poincare-ball lifecycle position.

CREATE TABLE fact_state (
    fact_id          INTEGER PRIMARY KEY REFERENCES facts(id) ON DELETE CASCADE,
    profile_id       INTEGER NOT NULL,
    scope            TEXT NOT NULL,
    belief_mu        BLOB NOT NULL,          -- float32[d]: mean of supporting observations
    belief_m2        BLOB NOT NULL,          -- float32[d]: sum of squared deviations (Welford)
    n_obs            INTEGER NOT NULL DEFAULT 1,
    n_confirm        INTEGER NOT NULL DEFAULT 0,
    prior_var        REAL NOT NULL,          -- neighbourhood-density prior v0
    position         BLOB,                   -- float32[8]: lifecycle state in the Poincare ball
    lifecycle        TEXT NOT NULL DEFAULT 'active'
                     CHECK (lifecycle IN ('active', 'warm', 'cold', 'archived')),
    lifecycle_weight REAL NOT NULL DEFAULT 1.0
);
CREATE INDEX fact_state_by_profile ON fact_state(profile_id, lifecycle);
