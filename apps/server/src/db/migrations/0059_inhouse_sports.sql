-- In-house sportsbook (vendor side, KIRIN): fixtures, markets and odds copied from an odds feed (the simulated
-- feed for the demo), bets with their legs, and the money each bet owes the player. Shared by every process:
-- the feed sync, the bet delay, settlement and the sending of wins are all rows claimed with SKIP LOCKED.

-- A fixture as the feed knows it. result_version counts results and corrections: 1 at the first result (or the
-- cancellation), +1 at every correction; a leg graded at an older version is graded again (resettlement).
CREATE TABLE inhouse_sports_fixture (
  id              text PRIMARY KEY,
  product         text NOT NULL CHECK (product IN ('SPORTS', 'ESPORTS')),
  sport           text NOT NULL,
  competition     text NOT NULL,
  home_name       text NOT NULL,
  away_name       text NOT NULL,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'SCHEDULED'
                  CHECK (status IN ('SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED')),
  home_score      integer CHECK (home_score >= 0),
  away_score      integer CHECK (away_score >= 0),
  result_version  integer NOT NULL DEFAULT 0 CHECK (result_version >= 0),
  -- FEED: the feed decides; OPS: an operator (or the simulated feed's demo control) fixed the result.
  result_source   text NOT NULL DEFAULT 'FEED' CHECK (result_source IN ('FEED', 'OPS')),
  -- Which feed price bucket the selections hold, so a sync rewrites odds only when they moved.
  odds_bucket     bigint NOT NULL DEFAULT -1,
  is_simulated    boolean NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inhouse_sports_fixture_starts ON inhouse_sports_fixture (starts_at);

-- A market of a fixture; line_quarters is the line in quarter units (handicap: the home side's), 0 for none.
CREATE TABLE inhouse_sports_market (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  fixture_id     text NOT NULL REFERENCES inhouse_sports_fixture (id),
  kind           text NOT NULL CHECK (kind IN ('ONE_X_TWO', 'ASIAN_HANDICAP', 'OVER_UNDER', 'MATCH_WINNER')),
  line_quarters  integer NOT NULL DEFAULT 0,
  is_suspended   boolean NOT NULL DEFAULT false,
  UNIQUE (fixture_id, kind, line_quarters)
);

-- The current price of each selection, decimal odds in thousandths (1.950 → 1950).
CREATE TABLE inhouse_sports_selection (
  market_id   bigint NOT NULL REFERENCES inhouse_sports_market (id),
  selection   text NOT NULL CHECK (selection IN ('HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER')),
  odds_milli  integer NOT NULL CHECK (odds_milli >= 1000),
  PRIMARY KEY (market_id, selection)
);

-- A bet (single: one leg; multiple: several legs on different fixtures). The id is the platform round id.
-- PENDING: sent to the platform, no answer yet; DELAYED: in-play, money taken, waiting out the bet delay;
-- OPEN: accepted; REJECTED: the delay found the price moved against the player's rule, refund under way;
-- ROLLED_BACK: refunded; SETTLED: graded (may be graded again after a correction); CASHED_OUT: closed early.
CREATE TABLE inhouse_sports_bet (
  id               text PRIMARY KEY,
  product          text NOT NULL CHECK (product IN ('SPORTS', 'ESPORTS')),
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  username         text NOT NULL,
  currency         text NOT NULL,
  -- The page's key for one press: a retried request answers the bet it already made.
  client_bet_key   text NOT NULL,
  stake_minor      bigint NOT NULL CHECK (stake_minor > 0),
  odds_rule        text NOT NULL CHECK (odds_rule IN ('NONE', 'HIGHER', 'ANY')),
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN
                   ('PENDING', 'DELAYED', 'OPEN', 'REJECTED', 'ROLLED_BACK', 'SETTLED', 'CASHED_OUT')),
  accept_at        timestamptz,
  -- The decided return, stake included (null until settled or cashed out).
  payout_minor     bigint CHECK (payout_minor >= 0),
  -- Paid more than a corrected result owes: not taken back (see docs/games.md), recorded for the operator.
  overpaid_minor   bigint NOT NULL DEFAULT 0 CHECK (overpaid_minor >= 0),
  claimed_until    timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (merchant_code, player_id, client_bet_key)
);
CREATE INDEX inhouse_sports_bet_player ON inhouse_sports_bet (merchant_code, player_id, created_at DESC);
CREATE INDEX inhouse_sports_bet_waiting ON inhouse_sports_bet (status)
  WHERE status IN ('PENDING', 'DELAYED', 'REJECTED', 'OPEN');

CREATE TABLE inhouse_sports_leg (
  bet_id          text NOT NULL REFERENCES inhouse_sports_bet (id),
  leg_no          smallint NOT NULL CHECK (leg_no >= 1),
  fixture_id      text NOT NULL REFERENCES inhouse_sports_fixture (id),
  market_id       bigint NOT NULL REFERENCES inhouse_sports_market (id),
  selection       text NOT NULL,
  odds_milli      integer NOT NULL CHECK (odds_milli >= 1000),
  outcome         text CHECK (outcome IN ('WIN', 'LOSE', 'HALF_WIN', 'HALF_LOSE', 'VOID', 'PUSH')),
  graded_version  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bet_id, leg_no),
  UNIQUE (bet_id, fixture_id)
);
CREATE INDEX inhouse_sports_leg_fixture ON inhouse_sports_leg (fixture_id);

-- Every win the bet owes the platform: seq 1 the settlement (0 closes the round) or the cash-out, later seqs
-- the extra a corrected result owes. Sent as win `<betId>:pay:<seq>` (idempotent), claimed like other vendor rows.
CREATE TABLE inhouse_sports_payment (
  bet_id         text NOT NULL REFERENCES inhouse_sports_bet (id),
  seq            integer NOT NULL CHECK (seq >= 1),
  kind           text NOT NULL CHECK (kind IN ('SETTLEMENT', 'CASH_OUT', 'RESETTLEMENT')),
  amount_minor   bigint NOT NULL CHECK (amount_minor >= 0),
  is_sent        boolean NOT NULL DEFAULT false,
  claimed_until  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, seq)
);
CREATE INDEX inhouse_sports_payment_unsent ON inhouse_sports_payment (created_at) WHERE NOT is_sent;
