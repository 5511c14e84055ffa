-- The in-house vendor (KIRIN): a separate party that happens to run in the platform's process. Its tables
-- (prefix inhouse_) never reference platform tables; it reaches the platform only through the wallet API.

-- One row per merchant the vendor serves: the wallet API secret and currency it was given.
CREATE TABLE inhouse_operator (
  merchant_code text PRIMARY KEY,
  vendor_code   text NOT NULL DEFAULT 'KIRIN',
  secret        text NOT NULL,
  currency      char(3) NOT NULL,
  -- Where this operator's wallet API answers; null: INHOUSE_PLATFORM_URL or the process's own address.
  platform_url  text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A player's session with the vendor's game pages (the token stored as SHA-256), made from a launch token.
CREATE TABLE inhouse_session (
  token_hash             bytea PRIMARY KEY,
  merchant_code          text NOT NULL REFERENCES inhouse_operator (merchant_code) ON DELETE CASCADE,
  player_id              text NOT NULL,
  username               text NOT NULL,
  currency               char(3) NOT NULL,
  -- The platform's game session token, sent with every bet.
  platform_session_token text NOT NULL,
  game_code              text,
  room_id                text,
  language               text NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  expires_at             timestamptz NOT NULL
);
CREATE INDEX inhouse_session_expiry ON inhouse_session (expires_at);

-- Provably fair seed pairs of the slot: the hash is shown before play, the seed revealed on rotation.
CREATE TABLE inhouse_seed_pair (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  server_seed      text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce       integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  revealed_at      timestamptz
);
-- One active (unrevealed) pair per player.
CREATE UNIQUE INDEX inhouse_seed_pair_active ON inhouse_seed_pair (merchant_code, player_id)
  WHERE revealed_at IS NULL;

-- One slot spin. PENDING: the bet is being placed (is_bet_placed false) or the win is not yet acknowledged;
-- the retry sweeper finishes either after retry_after (rollback, or re-sending the win).
CREATE TABLE inhouse_slot_round (
  round_id         text PRIMARY KEY CHECK (round_id ~ '^S[0-9a-f]{16,32}$'),
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  currency         char(3) NOT NULL,
  client_round_key text,
  bet_minor        bigint NOT NULL CHECK (bet_minor > 0),
  payout_minor     bigint NOT NULL CHECK (payout_minor >= 0),
  seed_pair_id     bigint NOT NULL REFERENCES inhouse_seed_pair (id),
  client_seed      text NOT NULL,
  nonce            integer NOT NULL,
  stops            integer[] NOT NULL,
  result           jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SETTLED', 'REFUSED', 'ROLLED_BACK')),
  is_bet_placed    boolean NOT NULL DEFAULT false,
  -- Why a round was refused or rolled back (a platform error code or TRANSPORT).
  failure_code     text,
  attempts         integer NOT NULL DEFAULT 0,
  retry_after      timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (seed_pair_id, nonce)
);
CREATE UNIQUE INDEX inhouse_slot_round_client_key ON inhouse_slot_round (merchant_code, player_id, client_round_key)
  WHERE client_round_key IS NOT NULL;
CREATE INDEX inhouse_slot_round_player ON inhouse_slot_round (merchant_code, player_id, created_at DESC);
CREATE INDEX inhouse_slot_round_pending ON inhouse_slot_round (retry_after) WHERE status = 'PENDING';
