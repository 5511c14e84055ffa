-- VIP levels and player rank (issue 19, docs/loyalty.md "VIP levels"). A merchant's ladder of levels 0..N;
-- each member's state (one row once the daily job or an operator has touched it; no row = level 0 counted
-- from registration); every level change, and every evaluated day per merchant. Bonuses are bonus grants and
-- rewards (source VIP), not rows here: their uniqueness is the bonus module's idempotency key.
CREATE TABLE vip_level (
  merchant_id              BIGINT NOT NULL REFERENCES merchant (id),
  level                    INTEGER NOT NULL CHECK (level BETWEEN 0 AND 99),
  -- { "TW": "黃金", "EN": "Gold", ... }: the level's name per language.
  names                    JSONB NOT NULL,
  -- Upgrade: both must be met, counted since the member's count_from (registration, last relegation or manual set).
  upgrade_valid_bet_minor  BIGINT NOT NULL CHECK (upgrade_valid_bet_minor >= 0),
  upgrade_deposit_minor    BIGINT NOT NULL CHECK (upgrade_deposit_minor >= 0),
  -- Keep: this much valid bet within each window of keep_days days, or down one level (0 = no keep rule).
  keep_valid_bet_minor     BIGINT NOT NULL DEFAULT 0 CHECK (keep_valid_bet_minor >= 0),
  keep_days                INTEGER NOT NULL DEFAULT 60 CHECK (keep_days BETWEEN 1 AND 366),
  levelup_bonus_minor      BIGINT NOT NULL DEFAULT 0 CHECK (levelup_bonus_minor >= 0),
  monthly_bonus_minor      BIGINT NOT NULL DEFAULT 0 CHECK (monthly_bonus_minor >= 0),
  -- Turnover multiple of the level-up and monthly bonuses (0 = withdrawable at once).
  wager_multiple           NUMERIC(6, 2) NOT NULL DEFAULT 0 CHECK (wager_multiple >= 0),
  -- { "TW": "...", "EN": "..." }: perks text per language.
  perks                    JSONB NOT NULL DEFAULT '{}',
  updated_at               TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, level)
);

CREATE TABLE vip_member (
  member_id      BIGINT PRIMARY KEY REFERENCES member (id),
  merchant_id    BIGINT NOT NULL REFERENCES merchant (id),
  level          INTEGER NOT NULL CHECK (level >= 0),
  reached_at     TIMESTAMPTZ NOT NULL,
  -- Start of the current keep window (restarts on every level change and on every kept window).
  keep_from      TIMESTAMPTZ NOT NULL,
  -- Upgrade progress counts valid bet and deposits from here.
  count_from     TIMESTAMPTZ NOT NULL,
  -- The last day boundary the job applied to this member: the same boundary again changes nothing.
  last_boundary  TIMESTAMPTZ,
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX vip_member_merchant_idx ON vip_member (merchant_id, level);

CREATE TABLE vip_level_change (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  BIGINT NOT NULL REFERENCES merchant (id),
  member_id    BIGINT NOT NULL REFERENCES member (id),
  from_level   INTEGER NOT NULL,
  to_level     INTEGER NOT NULL,
  reason       TEXT NOT NULL CHECK (reason IN ('UPGRADE', 'RELEGATION', 'MANUAL')),
  -- The day boundary of a job change (null for a manual one).
  boundary     TIMESTAMPTZ,
  operator_id  BIGINT REFERENCES operator (id),
  note         TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (from_level <> to_level)
);
CREATE INDEX vip_level_change_member_idx ON vip_level_change (member_id, id DESC);
-- The job changes a member at most once per boundary.
CREATE UNIQUE INDEX vip_level_change_boundary_idx ON vip_level_change (member_id, boundary)
  WHERE boundary IS NOT NULL;

-- Each merchant day boundary the job has finished (the next tick starts after the last one).
CREATE TABLE vip_run (
  merchant_id  BIGINT NOT NULL REFERENCES merchant (id),
  boundary     TIMESTAMPTZ NOT NULL,
  members      INTEGER NOT NULL,
  finished_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, boundary)
);
