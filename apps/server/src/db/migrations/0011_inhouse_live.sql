-- In-house live games (vendor side, KIRIN): crash and shared-table baccarat. Rounds are rows shared by every
-- API process and every merchant the vendor serves; a bet belongs to one merchant's player. Each process
-- derives a round's phase from these timestamps and its clock, so nothing that matters lives only in memory.

-- Crash: betting until flight_at, the multiplier rises until crashes_at, the next round starts 3 s later.
CREATE TABLE inhouse_crash_round (
  round_number     bigint PRIMARY KEY,
  server_seed      text NOT NULL,
  server_seed_hash text NOT NULL,
  -- Hundredths (100 = 1.00×), derived from the seed and stored so every process agrees; never shown before the crash.
  crash_point      integer NOT NULL CHECK (crash_point >= 100),
  betting_at       timestamptz NOT NULL,
  flight_at        timestamptz NOT NULL,
  crashes_at       timestamptz NOT NULL,
  -- OPEN until the crash has decided every bet; SETTLED once decided (wins may still be in flight per bet).
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED')),
  settled_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (betting_at <= flight_at AND flight_at <= crashes_at)
);
CREATE INDEX inhouse_crash_round_open ON inhouse_crash_round (crashes_at) WHERE status = 'OPEN';

-- One bet per player per round. PENDING: sent to the platform, no answer yet; OPEN: accepted;
-- ROLLED_BACK: refunded after a failed send. payout_minor is the decided result (null while undecided);
-- is_settled: the platform acknowledged its win (0 closes the round).
CREATE TABLE inhouse_crash_bet (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_number   bigint NOT NULL REFERENCES inhouse_crash_round (round_number),
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  username       text NOT NULL,
  currency       text NOT NULL,
  bet_minor      bigint NOT NULL CHECK (bet_minor > 0),
  -- Hundredths; null without an automatic cash-out.
  auto_cash_out  integer CHECK (auto_cash_out >= 101),
  cash_out       integer CHECK (cash_out >= 100),
  payout_minor   bigint CHECK (payout_minor >= 0),
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OPEN', 'ROLLED_BACK')),
  is_settled     boolean NOT NULL DEFAULT false,
  -- Lease of the process sending this bet's win (or rollback); another process retries once it has passed.
  claimed_until  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (round_number, merchant_code, player_id)
);
CREATE INDEX inhouse_crash_bet_unsettled ON inhouse_crash_bet (round_number) WHERE NOT is_settled;

-- Baccarat: round n opens at n × 30 s, closes at +20 s (dealt), shows its result until +30 s.
CREATE TABLE inhouse_baccarat_round (
  round_number     bigint PRIMARY KEY,
  server_seed      text NOT NULL,
  server_seed_hash text NOT NULL,
  -- The dealt hand (cards, totals, outcome); null until the deal.
  hand             jsonb,
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED')),
  dealt_at         timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inhouse_baccarat_round_open ON inhouse_baccarat_round (round_number) WHERE status = 'OPEN';

-- Every bet of a round; seq numbers a player's bets in the round (platform txid `<roundId>:<playerId>:<seq>`).
CREATE TABLE inhouse_baccarat_bet (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_number   bigint NOT NULL REFERENCES inhouse_baccarat_round (round_number),
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  username       text NOT NULL,
  currency       text NOT NULL,
  seq            integer NOT NULL CHECK (seq >= 1),
  kind           text NOT NULL CHECK (kind IN ('PLAYER', 'BANKER', 'TIE')),
  bet_minor      bigint NOT NULL CHECK (bet_minor > 0),
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OPEN', 'ROLLED_BACK')),
  claimed_until  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (round_number, merchant_code, player_id, seq)
);
CREATE INDEX inhouse_baccarat_bet_pending ON inhouse_baccarat_bet (created_at) WHERE status = 'PENDING';

-- One win per player per round, made at the deal with the sum of the player's returns.
CREATE TABLE inhouse_baccarat_payout (
  round_number   bigint NOT NULL REFERENCES inhouse_baccarat_round (round_number),
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  currency       text NOT NULL,
  stake_minor    bigint NOT NULL CHECK (stake_minor >= 0),
  payout_minor   bigint NOT NULL CHECK (payout_minor >= 0),
  is_settled     boolean NOT NULL DEFAULT false,
  claimed_until  timestamptz,
  PRIMARY KEY (round_number, merchant_code, player_id)
);
CREATE INDEX inhouse_baccarat_payout_unsettled ON inhouse_baccarat_payout (round_number) WHERE NOT is_settled;

-- Who sits at the table: refreshed by each open socket's heartbeat; a seat unseen for a while is empty.
CREATE TABLE inhouse_baccarat_seat (
  table_code     text NOT NULL,
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  username       text NOT NULL,
  seen_at        timestamptz NOT NULL,
  PRIMARY KEY (table_code, merchant_code, player_id)
);
CREATE INDEX inhouse_baccarat_seat_seen ON inhouse_baccarat_seat (table_code, seen_at);
