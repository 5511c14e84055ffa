-- Lottery (issue 7), bets slice: odds tables per merchant game (versioned), capped numbers, per-number liability,
-- the bets themselves and the settlement runs (docs/lottery.md, "Bets" and "Settlement").
--
-- Money moves only through the ledger: a bet is a posting from the member to its house shard under the key
-- `lottery:bet:{memberId}:{slipId}:{index}`, a payout or refund the other way under `lottery:payout:{betId}` or
-- `lottery:refund:{betId}`. Each bet also has its bet_round row (vassalage 'LOTTERY', round_id = the bet's
-- id, category LOTT or ELOTT), so the betting record and personal profit pages show it with no change.

-- Game settings the bets need. NULL limits mean "none".
ALTER TABLE lottery_game
  ADD COLUMN min_unit_stake_minor       bigint NOT NULL DEFAULT 100 CHECK (min_unit_stake_minor >= 1),
  ADD COLUMN max_bet_stake_minor        bigint CHECK (max_bet_stake_minor IS NULL OR max_bet_stake_minor >= 1),
  -- The most one bet can win (maxBonusMoney): a larger payout is cut to it at settlement.
  ADD COLUMN max_payout_minor           bigint CHECK (max_payout_minor IS NULL OR max_payout_minor >= 1),
  -- The most the house may owe on one number of one bet type and station in one issue (potential payouts).
  ADD COLUMN number_liability_cap_minor bigint CHECK (number_liability_cap_minor IS NULL OR number_liability_cap_minor >= 1),
  -- Whether a member may cancel an open bet before the close time (full stake back).
  ADD COLUMN allow_bet_cancel           boolean NOT NULL DEFAULT false,
  -- Merchant tie policy per bet code ('LOSE' | 'REFUND'), overriding the definition's; snapshotted on each bet.
  ADD COLUMN tie_rules                  jsonb NOT NULL DEFAULT '{}';

-- A game's odds, one row per version: the whole table { betCode: { prize: thousandths } }. Versions are never
-- edited; a change writes version + 1, and the highest version is the one sold. Bets keep their own snapshot.
CREATE TABLE lottery_odds_version (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id      bigint NOT NULL REFERENCES lottery_game (id) ON DELETE CASCADE,
  version      integer NOT NULL CHECK (version >= 1),
  -- Where it came from: the platform default's name ('kirin-default-1') or the operator's note.
  label        text NOT NULL,
  odds         jsonb NOT NULL,
  created_by   bigint REFERENCES operator (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, version)
);

-- Numbers an operator capped for a game and bet type: HALF_PAY pays half on hits of that pick (เลขอั้น), CLOSED
-- refuses bets on it; liability_cap_minor overrides the game's per-number cap for it.
CREATE TABLE lottery_number_cap (
  game_id             bigint NOT NULL REFERENCES lottery_game (id) ON DELETE CASCADE,
  bet_code            text NOT NULL,
  pick                text NOT NULL,
  mode                text NOT NULL CHECK (mode IN ('HALF_PAY', 'CLOSED', 'LIMIT')),
  liability_cap_minor bigint CHECK (liability_cap_minor IS NULL OR liability_cap_minor >= 1),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, bet_code, pick),
  CHECK ((mode = 'LIMIT') = (liability_cap_minor IS NOT NULL))
);

-- The house's exposure per issue, station, bet type and number: what the bets sold on it would pay if it hit
-- once. Kept by bet placement in the bet's transaction (an upsert that refuses past the cap), and lowered when a
-- bet is cancelled. Operators read it before a draw.
CREATE TABLE lottery_number_liability (
  issue_id                bigint NOT NULL,
  station_id              text NOT NULL DEFAULT '',
  bet_code                text NOT NULL,
  pick                    text NOT NULL,
  stake_minor             bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  potential_payout_minor  bigint NOT NULL DEFAULT 0 CHECK (potential_payout_minor >= 0),
  bet_count               integer NOT NULL DEFAULT 0 CHECK (bet_count >= 0),
  PRIMARY KEY (issue_id, station_id, bet_code, pick)
);

-- One bet. Its id is its bet_round's id (inserted first), so records and settlement join on one key. No foreign
-- keys: bets are written on the hot path (0012's note); the issue row is locked FOR SHARE by placement instead,
-- so closing an issue waits for bets in flight and no bet lands after the close.
CREATE TABLE lottery_bet (
  id                bigint PRIMARY KEY,
  merchant_id       bigint NOT NULL,
  member_id         bigint NOT NULL,
  game_id           bigint NOT NULL,
  issue_id          bigint NOT NULL,
  slip_id           uuid NOT NULL,
  slip_index        smallint NOT NULL CHECK (slip_index >= 0),
  bet_code          text NOT NULL,
  picks             text[] NOT NULL CHECK (cardinality(picks) >= 1),
  -- The stations covered (Vietnamese multi-station bets); '{}' for games without stations.
  station_ids       text[] NOT NULL DEFAULT '{}',
  currency          text NOT NULL,
  unit_stake_minor  bigint NOT NULL CHECK (unit_stake_minor >= 1),
  stake_units       integer NOT NULL CHECK (stake_units >= 1),
  stake_minor       bigint NOT NULL CHECK (stake_minor = unit_stake_minor * stake_units),
  -- The snapshot settled from: odds in thousandths per prize label, their version, the tie rule, the picks
  -- that pay half, the payout ceiling.
  odds              jsonb NOT NULL,
  odds_version      integer NOT NULL,
  tie_rule          text NOT NULL CHECK (tie_rule IN ('LOSE', 'REFUND')),
  half_pay_picks    text[] NOT NULL DEFAULT '{}',
  max_payout_minor  bigint,
  status            text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED')),
  hits              integer,
  prize_hits        jsonb,
  payout_minor      bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  placed_at         timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz,
  UNIQUE (member_id, slip_id, slip_index)
);
CREATE INDEX lottery_bet_issue_open_idx ON lottery_bet (issue_id, id) WHERE status = 'OPEN';
CREATE INDEX lottery_bet_member_time_idx ON lottery_bet (member_id, placed_at DESC);
CREATE INDEX lottery_bet_issue_idx ON lottery_bet (issue_id);
CREATE INDEX lottery_bet_won_idx ON lottery_bet (merchant_id, settled_at DESC) WHERE status = 'WON';

-- Settlement runs, for operators and for the exactly-once story: a run settles an issue's OPEN bets in batches,
-- each batch one transaction (results, postings, bet rows); the issue turns SETTLED when none is left OPEN.
CREATE TABLE lottery_settlement_run (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id      bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('SETTLE', 'REFUND')),
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  bets_settled  integer NOT NULL DEFAULT 0,
  paid_minor    bigint NOT NULL DEFAULT 0
);
CREATE INDEX lottery_settlement_run_issue_idx ON lottery_settlement_run (issue_id, started_at DESC);
