-- Referral, invite friends (issue 19, docs/loyalty.md "Referral"). A member's code is made on first read; a
-- friend who registers with it gets one referral row (one referrer per friend, same merchant, never itself);
-- the rule live at the friend's registration decides the reward, paid once through grantBonus.

-- The merchant's referral promotions. At most one enabled rule is live at any moment (the operator routes
-- refuse overlapping schedules), so a friend's rule is never ambiguous.
CREATE TABLE referral_rule (
  id                        BIGSERIAL PRIMARY KEY,
  merchant_id               BIGINT NOT NULL REFERENCES merchant (id),
  name                      TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  is_enabled                BOOLEAN NOT NULL DEFAULT true,
  starts_at                 TIMESTAMPTZ NOT NULL,
  -- NULL: no end.
  ends_at                   TIMESTAMPTZ,
  -- FIXED pays reward_fixed_minor; PERCENT pays reward_percent_bp (1/100 of a percent) of the friend's first
  -- deposit, at most reward_cap_minor.
  reward_type               TEXT NOT NULL CHECK (reward_type IN ('FIXED', 'PERCENT')),
  reward_fixed_minor        BIGINT NOT NULL DEFAULT 0 CHECK (reward_fixed_minor >= 0),
  reward_percent_bp         INTEGER NOT NULL DEFAULT 0 CHECK (reward_percent_bp BETWEEN 0 AND 10000),
  reward_cap_minor          BIGINT CHECK (reward_cap_minor > 0),
  -- Qualifying: the friend's first credited deposit at least this, and valid bets at least this, both within
  -- qualify_days of the friend's registration.
  min_first_deposit_minor   BIGINT NOT NULL DEFAULT 0 CHECK (min_first_deposit_minor >= 0),
  min_valid_bet_minor       BIGINT NOT NULL DEFAULT 0 CHECK (min_valid_bet_minor >= 0),
  qualify_days              INTEGER NOT NULL CHECK (qualify_days BETWEEN 1 AND 365),
  wager_multiple            NUMERIC(6, 2) NOT NULL DEFAULT 0 CHECK (wager_multiple >= 0),
  -- NULL: no limit on rewarded friends per referrer.
  max_rewarded_friends      INTEGER CHECK (max_rewarded_friends > 0),
  created_at                TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at                TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((reward_type = 'FIXED' AND reward_fixed_minor > 0) OR (reward_type = 'PERCENT' AND reward_percent_bp > 0))
);
CREATE INDEX referral_rule_merchant_idx ON referral_rule (merchant_id, starts_at);

-- One code per member, unique per merchant (upper-case letters and digits without 0/O/1/I/L).
CREATE TABLE referral_code (
  member_id    BIGINT PRIMARY KEY REFERENCES member (id),
  merchant_id  BIGINT NOT NULL REFERENCES merchant (id),
  code         TEXT NOT NULL CHECK (code ~ '^[2-9A-HJKMNP-Z]{8}$'),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- One row per invited friend: the friend's key is the primary key, so a friend has exactly one referrer.
CREATE TABLE referral (
  friend_id             BIGINT PRIMARY KEY REFERENCES member (id),
  merchant_id           BIGINT NOT NULL REFERENCES merchant (id),
  referrer_id           BIGINT NOT NULL REFERENCES member (id),
  code                  TEXT NOT NULL,
  -- The rule live when the friend registered; NULL = none was live, so this friend earns no reward.
  rule_id               BIGINT REFERENCES referral_rule (id),
  status                TEXT NOT NULL DEFAULT 'REGISTERED'
                          CHECK (status IN ('REGISTERED', 'DEPOSITED', 'QUALIFIED', 'EXPIRED')),
  registered_at         TIMESTAMPTZ NOT NULL,
  first_deposit_id      BIGINT REFERENCES deposit (id),
  first_deposit_minor   BIGINT,
  deposited_at          TIMESTAMPTZ,
  -- The friend's valid bet inside the window at the last evaluation.
  valid_bet_minor       BIGINT NOT NULL DEFAULT 0,
  qualified_at          TIMESTAMPTZ,
  expired_at            TIMESTAMPTZ,
  reward_minor          BIGINT NOT NULL DEFAULT 0 CHECK (reward_minor >= 0),
  -- Why a qualified friend paid nothing: MAX_FRIENDS (the referrer's limit was reached).
  reward_note           TEXT CHECK (reward_note IN ('MAX_FRIENDS')),
  grant_id              BIGINT REFERENCES bonus_grant (id),
  CHECK (friend_id <> referrer_id),
  CHECK ((status = 'QUALIFIED') = (qualified_at IS NOT NULL)),
  CHECK ((grant_id IS NULL) = (reward_minor = 0))
);
CREATE INDEX referral_referrer_idx ON referral (referrer_id, registered_at DESC, friend_id DESC);
CREATE INDEX referral_open_idx ON referral (registered_at) WHERE status IN ('REGISTERED', 'DEPOSITED');
CREATE INDEX referral_paid_idx ON referral (merchant_id, qualified_at DESC) WHERE status = 'QUALIFIED';
