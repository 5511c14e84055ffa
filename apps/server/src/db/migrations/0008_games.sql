-- Games: the catalogue per merchant, launch tokens and game sessions, the vendor calls as they arrived and
-- the bet rounds they make (the betting record and profit pages read bet_round).

ALTER TABLE game_vendor
  ADD COLUMN is_maintenance boolean NOT NULL DEFAULT false,
  ADD COLUMN image_path text;

ALTER TABLE vendor_integration
  ADD COLUMN is_maintenance boolean NOT NULL DEFAULT false;

-- Groups of games inside a category (gameMenus, gameGroupCode, labelName).
CREATE TABLE game_group (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  game_category text NOT NULL CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  code          text NOT NULL CHECK (code ~ '^[A-Za-z0-9_]{1,40}$'),
  -- Label per language code, e.g. {"TW": "熱門", "EN": "Popular"}.
  label_names   jsonb NOT NULL DEFAULT '{}',
  sort_order    integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code)
);

CREATE TABLE game (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  vassalage         text NOT NULL,
  game_category     text NOT NULL CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  -- The vendor's own game code, sent back to it at launch and by it on every wallet call.
  code              text NOT NULL CHECK (code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  game_type         text NOT NULL,
  -- Name per language code, e.g. {"TW": "...", "EN": "..."}; the site falls back to TW.
  names             jsonb NOT NULL DEFAULT '{}',
  -- Path relative to the merchant's image CDNs.
  image_path        text,
  default_play_type text,
  account_type_name text,
  group_code        text,
  -- VASSALAGE: the card opens the vendor's popup list instead of launching.
  is_game           text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  is_hot            boolean NOT NULL DEFAULT false,
  is_maintenance    boolean NOT NULL DEFAULT false,
  is_enabled        boolean NOT NULL DEFAULT true,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vassalage, code)
);
CREATE INDEX game_merchant_category ON game (merchant_id, game_category, sort_order);

-- PvP rooms (GLS2_roomList): a launch may name a room instead of a game.
CREATE TABLE pvp_room (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  game_id        bigint NOT NULL REFERENCES game (id) ON DELETE CASCADE,
  room_code      text NOT NULL,
  names          jsonb NOT NULL DEFAULT '{}',
  min_bet_minor  bigint NOT NULL DEFAULT 0 CHECK (min_bet_minor >= 0),
  seats          integer NOT NULL DEFAULT 0 CHECK (seats >= 0),
  is_enabled     boolean NOT NULL DEFAULT true,
  sort_order     integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, room_code)
);

CREATE TABLE favourite_game (
  member_id  bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  game_id    bigint NOT NULL REFERENCES game (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_game (
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  game_id     bigint NOT NULL REFERENCES game (id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_game_member_time ON recent_game (member_id, launched_at DESC);

-- One-time launch tokens (stored as SHA-256): the vendor exchanges one for a game session.
CREATE TABLE game_launch_token (
  token_hash  bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  vassalage   text NOT NULL,
  game_id     bigint REFERENCES game (id) ON DELETE SET NULL,
  room_id     bigint REFERENCES pvp_room (id) ON DELETE SET NULL,
  game_code   text,
  language    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX game_launch_token_expiry ON game_launch_token (expires_at);

-- A vendor's game session (stored as SHA-256): checked on bets, never on wins or rollbacks.
CREATE TABLE game_session (
  token_hash  bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  vassalage   text NOT NULL,
  game_code   text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  ended_at    timestamptz
);
CREATE INDEX game_session_member ON game_session (member_id, created_at DESC);

-- Every vendor money call by (vendor, transaction id): the idempotency record and what a rollback needs.
-- TOMBSTONE: a rollback arrived for a bet we never saw; that bet is refused if it comes later.
CREATE TABLE vendor_transaction (
  merchant_id             bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  vassalage               text NOT NULL,
  transaction_id          text NOT NULL,
  kind                    text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK')),
  member_id               bigint NOT NULL,
  round_id                text NOT NULL,
  amount_minor            bigint NOT NULL CHECK (amount_minor >= 0),
  original_transaction_id text,
  ledger_transaction_id   bigint,
  state                   text NOT NULL CHECK (state IN ('APPLIED', 'ROLLED_BACK', 'TOMBSTONE')),
  -- The first answer, returned again to a repeat.
  answer                  jsonb,
  created_at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vassalage, transaction_id)
);

-- One row per player and vendor round, made by its first bet and settled by its win.
CREATE TABLE bet_round (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id       bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  vassalage       text NOT NULL,
  round_id        text NOT NULL,
  game_code       text,
  game_category   text NOT NULL CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  currency        text NOT NULL,
  stake_minor     bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  valid_bet_minor bigint NOT NULL DEFAULT 0 CHECK (valid_bet_minor >= 0),
  payout_minor    bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status          text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'CANCELLED')),
  bet_at          timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (merchant_id, vassalage, round_id, member_id)
);
CREATE INDEX bet_round_member_time ON bet_round (member_id, bet_at DESC);
CREATE INDEX bet_round_merchant_time ON bet_round (merchant_id, bet_at DESC);
