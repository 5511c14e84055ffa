-- Bonus money with a wagering requirement, and the reward centre (issue 18; docs/promotions.md "Bonus money and
-- wagering", "Reward centre"). Bonus money is posted from the merchant's BONUS system account into the member's
-- MAIN wallet (ledger kind BONUS); what keeps it honest is the wager lock on withdrawals, not a separate wallet.

-- Per-merchant settings. No row = no maximum bet and a lapse threshold of 0.
CREATE TABLE bonus_settings (
  merchant_id         bigint PRIMARY KEY REFERENCES merchant (id) ON DELETE CASCADE,
  -- The largest stake one bet may have while a wager is open (NULL: no limit). Copied onto each grant.
  max_bet_minor       bigint CHECK (max_bet_minor IS NULL OR max_bet_minor > 0),
  -- An open wager lapses when the member's balance in the grant's currency (every wallet) is at or below this
  -- and no bet round is open: the bonus has been played away, nothing is left to take back.
  lapse_balance_minor bigint NOT NULL DEFAULT 0 CHECK (lapse_balance_minor >= 0),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- How much of a valid bet counts towards wagering, per game category (the catalogue's codes). No row = 100.
CREATE TABLE bonus_wager_weight (
  merchant_id    bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  game_category  text NOT NULL,
  weight_percent integer NOT NULL CHECK (weight_percent BETWEEN 0 AND 100),
  PRIMARY KEY (merchant_id, game_category)
);

CREATE TABLE bonus_grant (
  id                    bigserial PRIMARY KEY,
  merchant_id           bigint NOT NULL REFERENCES merchant (id),
  member_id             bigint NOT NULL REFERENCES member (id),
  currency              text NOT NULL,
  source                text NOT NULL CHECK (source IN ('PROMOTION', 'FIRST_DEPOSIT', 'RED_ENVELOPE', 'SIGN_IN',
                          'BET_VOLUME', 'CASHBACK', 'MANUAL', 'MISSION', 'VIP', 'REFERRAL', 'REWARD')),
  source_ref            text NOT NULL,
  -- The caller's key: the same key twice is one grant and one posting.
  idempotency_key       text NOT NULL,
  bonus_minor           bigint NOT NULL CHECK (bonus_minor > 0),
  deposit_minor         bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
  wager_base            text NOT NULL CHECK (wager_base IN ('BONUS', 'BONUS_PLUS_DEPOSIT')),
  wager_multiple        numeric(8, 2) NOT NULL CHECK (wager_multiple >= 0),
  turnover_target_minor bigint NOT NULL CHECK (turnover_target_minor >= 0),
  turnover_done_minor   bigint NOT NULL DEFAULT 0 CHECK (turnover_done_minor >= 0),
  status                text NOT NULL DEFAULT 'ACTIVE'
                          CHECK (status IN ('ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'REVOKED')),
  max_bet_minor         bigint CHECK (max_bet_minor IS NULL OR max_bet_minor > 0),
  expires_at            timestamptz,
  granted_at            timestamptz NOT NULL DEFAULT now(),
  ended_at              timestamptz,
  end_reason            text,
  -- What a forfeit, expiry or revocation took back to the BONUS account.
  taken_back_minor      bigint NOT NULL DEFAULT 0 CHECK (taken_back_minor >= 0),
  ledger_transaction_id bigint NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key),
  CHECK ((status = 'ACTIVE') = (ended_at IS NULL))
);
CREATE INDEX bonus_grant_member_idx ON bonus_grant (member_id, granted_at DESC, id DESC);
-- What a source's grants became (a promotion's cost report joins its claims to their grants).
CREATE INDEX bonus_grant_source_idx ON bonus_grant (merchant_id, source, source_ref);
CREATE INDEX bonus_grant_active_idx ON bonus_grant (member_id, granted_at, id) WHERE status = 'ACTIVE';
CREATE INDEX bonus_grant_expiry_idx ON bonus_grant (expires_at) WHERE status = 'ACTIVE' AND expires_at IS NOT NULL;

-- Everything that happened to a grant, in order.
CREATE TABLE bonus_grant_event (
  id           bigserial PRIMARY KEY,
  grant_id     bigint NOT NULL REFERENCES bonus_grant (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('GRANTED', 'WAGERED', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'REVOKED',
                 'LAPSED')),
  amount_minor bigint NOT NULL DEFAULT 0,
  note         text,
  operator_id  bigint,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_grant_event_grant_idx ON bonus_grant_event (grant_id, id);

-- Each settled bet round counted once towards wagering (whatever grants it went to), so a round committed late
-- is still counted by the next refresh and none is counted twice.
CREATE TABLE bonus_wager_round (
  bet_round_id   bigint PRIMARY KEY,
  member_id      bigint NOT NULL,
  weighted_minor bigint NOT NULL CHECK (weighted_minor >= 0),
  counted_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_wager_round_member_idx ON bonus_wager_round (member_id);

-- The reward centre: claimable items from any source; a claim turns one into a bonus grant.
CREATE TABLE reward (
  id             bigserial PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchant (id),
  member_id      bigint NOT NULL REFERENCES member (id),
  currency       text NOT NULL,
  source         text NOT NULL CHECK (source IN ('PROMOTION', 'FIRST_DEPOSIT', 'RED_ENVELOPE', 'SIGN_IN',
                   'BET_VOLUME', 'CASHBACK', 'MANUAL', 'MISSION', 'VIP', 'REFERRAL', 'REWARD')),
  source_ref     text NOT NULL,
  -- What the site shows as the reward's name, per language ({"TW": "...", "EN": "..."}); may be empty.
  title          jsonb NOT NULL DEFAULT '{}',
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  deposit_minor  bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
  wager_base     text NOT NULL DEFAULT 'BONUS' CHECK (wager_base IN ('BONUS', 'BONUS_PLUS_DEPOSIT')),
  wager_multiple numeric(8, 2) NOT NULL DEFAULT 1 CHECK (wager_multiple >= 0),
  -- How long the grant made at claim time lasts (NULL: no expiry).
  grant_valid_days integer CHECK (grant_valid_days IS NULL OR grant_valid_days > 0),
  status         text NOT NULL DEFAULT 'CLAIMABLE' CHECK (status IN ('CLAIMABLE', 'CLAIMED', 'EXPIRED')),
  expires_at     timestamptz,
  claimed_at     timestamptz,
  grant_id       bigint REFERENCES bonus_grant (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, source, source_ref),
  -- A claimed reward has its time; the grant only when it carried wagering (cash, such as a red-envelope
  -- packet or a cashback claim another part paid, has none).
  CHECK ((status = 'CLAIMED') = (claimed_at IS NOT NULL)),
  CHECK (grant_id IS NULL OR status = 'CLAIMED')
);
CREATE INDEX reward_member_idx ON reward (member_id, status, created_at DESC, id DESC);
CREATE INDEX reward_expiry_idx ON reward (expires_at) WHERE status = 'CLAIMABLE' AND expires_at IS NOT NULL;
