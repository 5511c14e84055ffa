-- Cashback (the member centre's manualRebate page, module MANPLAYREB3): a merchant's rates per game category
-- and VIP level, its claim limits, and one row per claim with the window of settled rounds it paid for
-- (docs/promotions.md, "Cashback"). The money itself is a REBATE ledger posting from the BONUS account.

-- A rate applies to members at vip_level or above, up to the next level that has its own row for the same
-- category (member.rank_level is the VIP level; level 0 is everyone). Parts per million of the valid bet:
-- 4000 = 0.4 %. At most 10 %: anything above is a typing error, not a rebate.
CREATE TABLE cashback_rate (
  merchant_id   bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  game_category text NOT NULL CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  vip_level     integer NOT NULL CHECK (vip_level BETWEEN 0 AND 99),
  rate_ppm      integer NOT NULL CHECK (rate_ppm BETWEEN 0 AND 100000),
  PRIMARY KEY (merchant_id, game_category, vip_level)
);

-- The merchant's claim limits: below min_claim_minor nothing is paid and the window stays open; above
-- cap_per_claim_minor (when set) the claim pays the cap and the window still closes.
CREATE TABLE cashback_setting (
  merchant_id          bigint PRIMARY KEY REFERENCES merchant (id) ON DELETE CASCADE,
  min_claim_minor      bigint NOT NULL DEFAULT 0 CHECK (min_claim_minor >= 0),
  cap_per_claim_minor  bigint CHECK (cap_per_claim_minor IS NULL OR cap_per_claim_minor > 0),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- One paid claim. The windows of a member follow each other: window_from is the previous claim's window_to
-- (the member's registration for the first), so UNIQUE (member_id, window_from) lets one claim per window
-- through whatever the concurrency, and UNIQUE (member_id, request_id) answers a retried request with its
-- first result. lines: what the member was shown, per category ({gameCategory, validBet, ratePpm, amount}).
CREATE TABLE cashback_claim (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id           bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id             bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  request_id            text NOT NULL,
  window_from           timestamptz NOT NULL,
  window_to             timestamptz NOT NULL CHECK (window_to > window_from),
  vip_level             integer NOT NULL,
  valid_bet_minor       bigint NOT NULL CHECK (valid_bet_minor >= 0),
  computed_minor        bigint NOT NULL CHECK (computed_minor >= 0),
  amount_minor          bigint NOT NULL CHECK (amount_minor > 0 AND amount_minor <= computed_minor),
  lines                 jsonb NOT NULL,
  ledger_transaction_id bigint NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, window_from),
  UNIQUE (member_id, request_id)
);
CREATE INDEX cashback_claim_member_time ON cashback_claim (member_id, window_to DESC);
CREATE INDEX cashback_claim_merchant_time ON cashback_claim (merchant_id, created_at DESC, id DESC);
