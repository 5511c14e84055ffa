-- Player protection (issue 21, docs/player-protection.md): time-outs and self-exclusions, the operators' early
-- lift with a second operator, the member's session settings (reality checks, session limit), the
-- withdrawal-only session, and the marketing/service category of platform messages.

-- One row per continuous exclusion of a member. A longer or stricter one taken while it is in force updates
-- the row (the audit keeps what it was); a new row starts only when none is in force.
-- In force (login refused) while reopens_at IS NULL OR reopens_at > now():
--   time-out: reopens_at = until, so it ends by itself;
--   fixed self-exclusion: reopens_at stays NULL after until until the member asks to reopen (+24 h);
--   indefinite: reopens_at is set only by an approved operator lift (request time + 7 days).
CREATE TABLE member_exclusion (
  id                  bigserial PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id           bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  duration            text NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6m', '1y', '5y', 'indefinite')),
  started_at          timestamptz NOT NULL DEFAULT now(),
  until               timestamptz,
  reopen_requested_at timestamptz,
  reopens_at          timestamptz,
  -- Set by an approved early lift (two operators).
  lifted_at           timestamptz,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_exclusion_kind_duration CHECK ((kind = 'time_out') = (duration IN ('24h', '7d', '30d'))),
  CONSTRAINT member_exclusion_until CHECK ((until IS NULL) = (duration = 'indefinite'))
);
CREATE INDEX member_exclusion_member ON member_exclusion (member_id, started_at DESC);
CREATE INDEX member_exclusion_merchant ON member_exclusion (merchant_id, started_at DESC);

-- An operator's early lift: requested by one, approved (or rejected) by another.
CREATE TABLE member_exclusion_lift (
  id           bigserial PRIMARY KEY,
  exclusion_id bigint NOT NULL REFERENCES member_exclusion (id) ON DELETE CASCADE,
  requested_by bigint NOT NULL REFERENCES operator (id),
  reason       text NOT NULL CHECK (char_length(reason) BETWEEN 5 AND 500),
  requested_at timestamptz NOT NULL DEFAULT now(),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by   bigint REFERENCES operator (id),
  decided_at   timestamptz
);
CREATE UNIQUE INDEX member_exclusion_lift_pending ON member_exclusion_lift (exclusion_id) WHERE status = 'pending';

-- The member's reality-check interval and session limit (NULL: off).
CREATE TABLE member_session_settings (
  member_id             bigint PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  reality_check_minutes integer CHECK (reality_check_minutes IN (15, 30, 45, 60, 90, 120)),
  session_limit_minutes integer CHECK (session_limit_minutes IN (30, 60, 120, 180, 240, 360, 480, 720)),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- A session opened with purpose 'withdrawal' during an exclusion; the last reality-check acknowledgement.
ALTER TABLE member_session ADD COLUMN is_withdrawal_only boolean NOT NULL DEFAULT false;
ALTER TABLE member_session ADD COLUMN reality_checked_at timestamptz;

-- Which login session launched a game, so the session limit ends that session's game sessions.
ALTER TABLE game_launch_token ADD COLUMN member_session_hash bytea;
ALTER TABLE game_session ADD COLUMN member_session_hash bytea;
CREATE INDEX game_session_member_session ON game_session (member_session_hash)
  WHERE member_session_hash IS NOT NULL AND ended_at IS NULL;

-- Marketing messages are not shown to a member who was excluded when they were sent; service ones are.
-- Existing operator broadcasts count as marketing, everything else as service.
ALTER TABLE platform_message ADD COLUMN category text NOT NULL DEFAULT 'service'
  CHECK (category IN ('marketing', 'service'));
UPDATE platform_message SET category = 'marketing' WHERE kind = 'MESSAGE' AND audience IN ('ALL', 'LABEL');
