-- Effects applied by background jobs, one row per effect key: a retried or duplicated job finds its key
-- here and applies nothing (pg-boss itself lives in its own schema, pgboss, which it creates and migrates).

CREATE TABLE job_effect (
  effect_key  text PRIMARY KEY CHECK (effect_key <> '' AND length(effect_key) <= 300),
  applied_at  timestamptz NOT NULL DEFAULT now()
);
