-- Lottery (issue 7), second slice: each merchant's lottery games, their issues ("numeros"), the fast games'
-- seeds, draw results and operators' result entries (docs/lottery.md). No bets and no money yet: the bets and
-- settlement slice adds its own tables. Foreign keys are fine here: none of these rows is written on a bet's
-- path (see 0012's note); the bets table must not take a key on lottery_issue for the same reason.

-- A merchant's game, built on one of the engine's games (LOTTERY_GAMES in @kirin/contracts, `engine_code`).
CREATE TABLE lottery_game (
  id                         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id                bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  -- The merchant's code for the game, used in calls (`/lgw/draw/code/:gameCode`).
  code                       text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  engine_code                text NOT NULL,
  family                     text NOT NULL
                               CHECK (family IN ('VN_NORTH', 'VN_SOUTH', '4D', 'THAI', 'SSC', 'PK10', 'K3', '11X5')),
  area                       text NOT NULL CHECK (area IN ('VN', 'SEA', 'ELOTT')),
  prize_mode                 text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  names                      jsonb NOT NULL DEFAULT '{}',
  utc_offset_minutes         integer NOT NULL CHECK (utc_offset_minutes BETWEEN -720 AND 840),
  -- Fast games only: the period and how long before each draw bets close.
  period_minutes             integer CHECK (period_minutes IN (1, 3, 5)),
  close_before_draw_seconds  integer CHECK (close_before_draw_seconds BETWEEN 5 AND 600),
  -- Daily games: local 'HH:MM' overriding the engine's draw and close times; NULL keeps the engine's.
  draw_time                  text CHECK (draw_time ~ '^([01]\d|2[0-3]):[0-5]\d$'),
  close_time                 text CHECK (close_time ~ '^([01]\d|2[0-3]):[0-5]\d$'),
  -- Vietnamese single-station games: the station; issues only on its days. NULL: the region's whole day.
  station_id                 text,
  -- Disabled: not listed, no issues made. Suspended: listed, issues made, bets refused (bets slice).
  is_enabled                 boolean NOT NULL DEFAULT true,
  is_suspended               boolean NOT NULL DEFAULT false,
  sort_order                 integer NOT NULL DEFAULT 0,
  result_source              text NOT NULL CHECK (result_source IN ('INHOUSE', 'OPERATOR', 'HTTP_FEED', 'SIMULATED')),
  feed_url                   text CHECK (feed_url IS NULL OR feed_url ~ '^https?://'),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK ((area = 'ELOTT') = (result_source = 'INHOUSE')),
  CHECK ((area = 'ELOTT') = (period_minutes IS NOT NULL AND close_before_draw_seconds IS NOT NULL)),
  CHECK (close_before_draw_seconds IS NULL OR close_before_draw_seconds < period_minutes * 60),
  CHECK (result_source <> 'HTTP_FEED' OR feed_url IS NOT NULL)
);
CREATE INDEX lottery_game_enabled_idx ON lottery_game (merchant_id, sort_order) WHERE is_enabled;

-- One draw of a game. Status: OPEN (made ahead; takes bets from open_at until before close_at) → CLOSED →
-- DRAWN (every station has its result) → SETTLED (bets slice); or CANCELLED (bets refunded by the bets slice).
CREATE TABLE lottery_issue (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id          bigint NOT NULL REFERENCES lottery_game (id) ON DELETE CASCADE,
  merchant_id      bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  code             text NOT NULL,
  -- Vietnamese issues: the stations drawing, đài chính first; empty elsewhere (one result, station '').
  station_ids      text[] NOT NULL DEFAULT '{}',
  open_at          timestamptz NOT NULL,
  close_at         timestamptz NOT NULL,
  draw_at          timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'OPEN'
                     CHECK (status IN ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED')),
  -- Fast games: SHA-256 (hex) of the period's server seed (lottery_issue_seed), public from creation.
  server_seed_hash text,
  drawn_at         timestamptz,
  cancelled_at     timestamptz,
  cancel_reason    text,
  -- The last failure of a results feed for this issue (kept for operators; the next run tries again).
  last_feed_error  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, code),
  CHECK (open_at <= close_at AND close_at <= draw_at)
);
CREATE INDEX lottery_issue_open_idx ON lottery_issue (close_at) WHERE status = 'OPEN';
CREATE INDEX lottery_issue_closed_idx ON lottery_issue (draw_at) WHERE status = 'CLOSED';
CREATE INDEX lottery_issue_game_draw_idx ON lottery_issue (game_id, draw_at DESC);

-- The fast games' server seeds, apart from the issue so no read of issues can leak one: a seed is read only
-- once revealed_at is set, by the draw.
CREATE TABLE lottery_issue_seed (
  issue_id     bigint PRIMARY KEY REFERENCES lottery_issue (id) ON DELETE CASCADE,
  server_seed  text NOT NULL,
  revealed_at  timestamptz
);

-- The result of an issue, one row per station ('' for games without stations); validated by the engine's
-- ZLotteryResult before it is written. source: INHOUSE (fast draw), OPERATOR (two operators agreed),
-- HTTP_FEED, SIMULATED (the demo feed: shown as such wherever it is answered).
CREATE TABLE lottery_draw_result (
  issue_id    bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  station_id  text NOT NULL DEFAULT '',
  result      jsonb NOT NULL,
  source      text NOT NULL CHECK (source IN ('INHOUSE', 'OPERATOR', 'HTTP_FEED', 'SIMULATED')),
  drawn_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issue_id, station_id)
);

-- Operators' typed results: one per operator, issue and station (a second entry by the same operator replaces
-- the first). Two different operators entering the same board make it the draw result; differing entries stay.
CREATE TABLE lottery_result_entry (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id     bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  station_id   text NOT NULL DEFAULT '',
  operator_id  bigint NOT NULL REFERENCES operator (id),
  result       jsonb NOT NULL,
  entered_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issue_id, station_id, operator_id)
);
