-- Missions with a leaderboard (issue 19, docs/loyalty.md "Missions"). A mission is configuration only: a
-- member's progress is computed on read from the source tables (settled bet rounds, credited deposits) for
-- the mission's current period, so it is never stale and never counts a round twice. A claim writes one row
-- per (mission, member, period) and pays through grantBonus in the same transaction.
CREATE TABLE mission (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     BIGINT NOT NULL REFERENCES merchant (id),
  kind            TEXT NOT NULL CHECK (kind IN ('DAILY', 'WEEKLY', 'EVENT')),
  metric          TEXT NOT NULL CHECK (metric IN ('VALID_BET', 'DEPOSIT', 'GAMES_PLAYED', 'WINS')),
  -- NULL: every category. Deposits have no category.
  game_category   TEXT CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  -- Minor units for VALID_BET and DEPOSIT, a count of rounds for GAMES_PLAYED and WINS.
  target_value    BIGINT NOT NULL CHECK (target_value > 0),
  reward_minor    BIGINT NOT NULL CHECK (reward_minor > 0),
  wager_multiple  NUMERIC(8, 2) NOT NULL DEFAULT 0 CHECK (wager_multiple >= 0),
  -- Names per language: { "TW": "...", "EN": "..." }.
  names           JSONB NOT NULL,
  -- EVENT missions only: the one period [starts_at, ends_at).
  starts_at       TIMESTAMPTZ,
  ends_at         TIMESTAMPTZ,
  sort_order      INTEGER NOT NULL DEFAULT 0,
  status          TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CLOSED')),
  created_by      BIGINT REFERENCES operator (id),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  closed_at       TIMESTAMPTZ,
  CHECK ((kind = 'EVENT') = (starts_at IS NOT NULL AND ends_at IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (metric <> 'DEPOSIT' OR game_category IS NULL),
  CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
);
CREATE INDEX mission_merchant_idx ON mission (merchant_id, status, sort_order);

-- One claim per member, mission and period (period_key: the local day, the week's Monday, or EVENT).
CREATE TABLE mission_claim (
  id                BIGSERIAL PRIMARY KEY,
  mission_id        BIGINT NOT NULL REFERENCES mission (id),
  merchant_id       BIGINT NOT NULL REFERENCES merchant (id),
  member_id         BIGINT NOT NULL REFERENCES member (id),
  period_key        TEXT NOT NULL,
  -- The progress and the moment it first reached the target, as computed in the claim's transaction.
  reached_value     BIGINT NOT NULL,
  reached_at        TIMESTAMPTZ NOT NULL,
  reward_minor      BIGINT NOT NULL CHECK (reward_minor > 0),
  bonus_grant_id    BIGINT NOT NULL REFERENCES bonus_grant (id),
  claimed_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT mission_claim_once UNIQUE (mission_id, member_id, period_key)
);
CREATE INDEX mission_claim_member_idx ON mission_claim (member_id, claimed_at DESC);

-- A member's settled rounds by settle time (progress reads one member's period).
CREATE INDEX IF NOT EXISTS bet_round_member_settled_idx ON bet_round (member_id, settled_at)
  WHERE status = 'SETTLED';
-- A member's credited deposits.
CREATE INDEX IF NOT EXISTS deposit_member_credited_idx ON deposit (member_id) WHERE status = 'CREDITED';
