-- PvP card rooms (issue 23). The platform's room gains a maximum bet for GLS2_roomList; the in-house vendor
-- (KIRIN) keeps its own rooms, seats and hands, shared by every API process: a hand's phase and timer live in
-- its row (deadline_at), so any process's sweep advances it and a restart loses nothing.

ALTER TABLE pvp_room ADD COLUMN max_bet_minor bigint CHECK (max_bet_minor IS NULL OR max_bet_minor >= min_bet_minor);

-- The vendor's side of a platform room: room_ref is the platform's room id the launch carries.
CREATE TABLE inhouse_pvp_room (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  room_ref       text NOT NULL,
  game_code      text NOT NULL CHECK (game_code IN ('KIRIN_NIUNIU', 'KIRIN_TEENPATTI')),
  seats          integer NOT NULL CHECK (seats BETWEEN 2 AND 8),
  min_bet_minor  bigint NOT NULL CHECK (min_bet_minor > 0),
  max_bet_minor  bigint NOT NULL,
  -- House rake on a seat's winning net, in basis points.
  rake_bps       integer NOT NULL DEFAULT 500 CHECK (rake_bps BETWEEN 0 AND 2000),
  turn_ms        integer NOT NULL DEFAULT 15000 CHECK (turn_ms BETWEEN 3000 AND 120000),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, room_ref),
  CHECK (max_bet_minor >= min_bet_minor)
);

-- Who sits where: kept by the player's open sockets (seen_at refreshed); a stale seat is freed between hands.
CREATE TABLE inhouse_pvp_seat (
  room_id        bigint NOT NULL REFERENCES inhouse_pvp_room (id) ON DELETE CASCADE,
  seat_no        integer NOT NULL CHECK (seat_no >= 1),
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  username       text NOT NULL,
  currency       text NOT NULL,
  seen_at        timestamptz NOT NULL,
  PRIMARY KEY (room_id, seat_no),
  UNIQUE (room_id, merchant_code, player_id)
);

-- One hand of a room. state: phase, seats in the hand, committed stakes, turn, dealt cards (TPvpHandState).
-- At most one OPEN hand per room; deadline_at is when the current phase or turn times out.
CREATE TABLE inhouse_pvp_hand (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id          bigint NOT NULL REFERENCES inhouse_pvp_room (id) ON DELETE CASCADE,
  game_code        text NOT NULL,
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED')),
  state            jsonb NOT NULL,
  deadline_at      timestamptz NOT NULL,
  server_seed      text NOT NULL,
  server_seed_hash text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz
);
CREATE UNIQUE INDEX inhouse_pvp_hand_one_open ON inhouse_pvp_hand (room_id) WHERE status = 'OPEN';
CREATE INDEX inhouse_pvp_hand_due ON inhouse_pvp_hand (deadline_at) WHERE status = 'OPEN';
CREATE INDEX inhouse_pvp_hand_room ON inhouse_pvp_hand (room_id, id DESC);

-- Every stake a seat put in (platform bet `P<hand>:<playerId>:<seq>`). PENDING: sent, no answer yet; OPEN:
-- accepted (counted in the hand's state); ROLLED_BACK: refunded after a lost answer.
CREATE TABLE inhouse_pvp_debit (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hand_id        bigint NOT NULL REFERENCES inhouse_pvp_hand (id) ON DELETE CASCADE,
  seat_no        integer NOT NULL,
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  currency       text NOT NULL,
  seq            integer NOT NULL CHECK (seq >= 1),
  action         text NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'OPEN', 'ROLLED_BACK')),
  claimed_until  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (hand_id, merchant_code, player_id, seq)
);
CREATE INDEX inhouse_pvp_debit_pending ON inhouse_pvp_debit (created_at) WHERE status = 'PENDING';

-- One win per seat per settled hand (`P<hand>:<playerId>:win`; 0 closes the round), made at settlement.
CREATE TABLE inhouse_pvp_payout (
  hand_id        bigint NOT NULL REFERENCES inhouse_pvp_hand (id) ON DELETE CASCADE,
  merchant_code  text NOT NULL,
  player_id      text NOT NULL,
  seat_no        integer NOT NULL,
  currency       text NOT NULL,
  stake_minor    bigint NOT NULL CHECK (stake_minor >= 0),
  payout_minor   bigint NOT NULL CHECK (payout_minor >= 0),
  rake_minor     bigint NOT NULL CHECK (rake_minor >= 0),
  is_settled     boolean NOT NULL DEFAULT false,
  claimed_until  timestamptz,
  PRIMARY KEY (hand_id, merchant_code, player_id)
);
CREATE INDEX inhouse_pvp_payout_unsettled ON inhouse_pvp_payout (hand_id) WHERE NOT is_settled;
