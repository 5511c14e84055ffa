-- Agent contracts and their bills (issue 17; docs/agent-programme.md). Rates are integers in parts per million
-- (1.2 % = 12000) so every gross is exact integer arithmetic on minor units: (base × ppm + 500000) / 1000000.

-- The merchant's rules per contract type: whether agents may hold one, the ceiling a top agent's rate may
-- reach, how many tiers a contract may have, what makes a member active, and whether bills wait for review.
CREATE TABLE agent_contract_policy (
  merchant_id            bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  contract_type          text NOT NULL CHECK (contract_type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  is_enabled             boolean NOT NULL DEFAULT false,
  max_rate_ppm           integer NOT NULL CHECK (max_rate_ppm BETWEEN 0 AND 1000000),
  max_tiers              smallint NOT NULL DEFAULT 5 CHECK (max_tiers BETWEEN 1 AND 20),
  -- A team member counts as active in a period when its valid bet reaches this.
  active_min_bet_minor   bigint NOT NULL DEFAULT 100000 CHECK (active_min_bet_minor >= 0),
  -- Real-time salary ignores single bets below this.
  single_bet_min_minor   bigint NOT NULL DEFAULT 1000 CHECK (single_bet_min_minor >= 0),
  -- Dividend periods the merchant offers (D, W, H, M).
  periods                text[] NOT NULL DEFAULT '{H}',
  -- Bills wait for an operator before they are paid.
  is_review_required     boolean NOT NULL DEFAULT false,
  updated_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, contract_type)
);

-- One contract between an upline (NULL: the platform, granted by an operator to a top agent) and a downline
-- agent. tiers: [{ minValidBetMinor, minNetLossMinor, minActive, rateType 'P'|'F', ratePpm, amountMinor,
-- winRatePpm, lossRatePpm }], rates rising strictly from tier to tier.
CREATE TABLE agent_contract (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id           bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  contract_type         text NOT NULL CHECK (contract_type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  upline_id             bigint REFERENCES member (id) ON DELETE CASCADE,
  member_id             bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  -- ALL: one tier table over every category (the vendor's CONS); otherwise one game category.
  game_category         text NOT NULL DEFAULT 'ALL',
  -- Dividend: D, W, H (half-month), M. Daily salary D, hourly 1H, real-time 5M.
  period                text NOT NULL CHECK (period IN ('D', 'W', 'H', 'M', '1H', '5M')),
  -- What a rate applies to: team net loss (dividend), team valid bet (salaries), won/lost stakes, team result.
  basis                 text NOT NULL CHECK (basis IN ('NET_LOSS', 'VALID_BET', 'WIN_LOSS_STAKE', 'TEAM_RESULT')),
  tiers                 jsonb NOT NULL,
  -- Dividend: carry a negative net loss of earlier unpaid periods into the next (reset on a contract change).
  is_cumulative         boolean NOT NULL DEFAULT false,
  -- PENDING: offered, waiting for the downline; VALID: agreed; REJECTED by the downline; TERMINATED (ended by
  -- either side or by the cascade); EXPIRED: replaced by a newer agreed contract.
  status                text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'VALID', 'REJECTED', 'TERMINATED', 'EXPIRED')),
  -- NEW or TERMINATION: what the open request asks the other side to agree to.
  request_kind          text NOT NULL DEFAULT 'NEW' CHECK (request_kind IN ('NEW', 'TERMINATION')),
  requested_by          bigint REFERENCES member (id) ON DELETE SET NULL,
  -- Terms apply from the first period starting after agreement and end at the end of the period in which the
  -- termination takes effect: that period still settles on these terms.
  effective_from        timestamptz,
  effective_until       timestamptz,
  ended_reason          text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  decided_at            timestamptz
);
CREATE INDEX agent_contract_member_idx ON agent_contract (member_id, contract_type, status);
CREATE INDEX agent_contract_upline_idx ON agent_contract (upline_id, contract_type, status);
CREATE INDEX agent_contract_settle_idx ON agent_contract (merchant_id, contract_type, status, effective_from);
-- At most one open (pending or valid) contract per downline, type and category.
CREATE UNIQUE INDEX agent_contract_one_open_idx ON agent_contract (member_id, contract_type, game_category)
  WHERE status = 'PENDING';
CREATE UNIQUE INDEX agent_contract_one_valid_idx ON agent_contract (member_id, contract_type, game_category)
  WHERE status = 'VALID' AND effective_until IS NULL;

-- One bill per (type, agent, category, period): a rerun finds it instead of paying twice. inputs keeps every
-- figure the amount came from (team bet, payouts, rebates, bonuses, salaries, fees, net loss, carry, active
-- count, each direct downline's gross) so the agent and the operator can recompute it.
CREATE TABLE agent_bill (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id           bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  contract_id           bigint NOT NULL REFERENCES agent_contract (id),
  contract_type         text NOT NULL,
  member_id             bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  -- Who pays it: the agent's upline, or NULL for the platform (a top agent's bill).
  payer_id              bigint REFERENCES member (id) ON DELETE SET NULL,
  game_category         text NOT NULL DEFAULT 'ALL',
  period_start          timestamptz NOT NULL,
  period_end            timestamptz NOT NULL CHECK (period_end > period_start),
  inputs                jsonb NOT NULL,
  tier_index            smallint,
  rate_ppm              integer,
  gross_minor           bigint NOT NULL DEFAULT 0,
  downline_gross_minor  bigint NOT NULL DEFAULT 0,
  keep_minor            bigint NOT NULL DEFAULT 0,
  paid_minor            bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  status                text NOT NULL CHECK (status IN ('NOT_REACHED', 'PENDING_REVIEW', 'ISSUED', 'PARTLY_PAID', 'INSUFFICIENT_BALANCE', 'PAID', 'REJECTED', 'EXPIRED')),
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_type, member_id, game_category, period_start, period_end)
);
CREATE INDEX agent_bill_member_idx ON agent_bill (member_id, period_start DESC);
CREATE INDEX agent_bill_payer_idx ON agent_bill (payer_id, status);
CREATE INDEX agent_bill_open_idx ON agent_bill (merchant_id, status) WHERE status IN ('PENDING_REVIEW', 'ISSUED', 'PARTLY_PAID', 'INSUFFICIENT_BALANCE');

-- Every state a bill passes through, with the amount paid at that step and who acted (an operator on review).
CREATE TABLE agent_bill_event (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bill_id      bigint NOT NULL REFERENCES agent_bill (id) ON DELETE CASCADE,
  status       text NOT NULL,
  amount_minor bigint NOT NULL DEFAULT 0,
  operator_id  bigint,
  note         text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_bill_event_bill_idx ON agent_bill_event (bill_id, id);

-- Team reports and settlement attribute a bet by its settlement time (reference note, "Time"): one range read.
CREATE INDEX bet_round_settled_idx ON bet_round (merchant_id, settled_at) WHERE status = 'SETTLED';
