-- Issue 23: the in-house vendor's fishing game (KIRIN_FISHING). One row per batch: up to a second of shots the
-- page sends together, decided here (the outcome is fixed before any money moves, from the player's seed pair
-- and the batch's nonce) and settled with the platform in ONE wallet call (bet-and-win, migration 0057). The
-- row is written PENDING before that call, so whoever comes next (the same request's retry, the player's
-- reconnect, any process's sweeper) re-sends the very same call until the platform answers it; the call is
-- idempotent by its transaction ids, so the batch moves money exactly once.
CREATE TABLE inhouse_fishing_batch (
  batch_id               text PRIMARY KEY CHECK (batch_id ~ '^F[0-9a-f]{16}$'),
  merchant_code          text NOT NULL,
  player_id              text NOT NULL,
  currency               char(3) NOT NULL,
  -- The page's id for this batch: a resent request answers the batch it already made.
  client_batch_key       text NOT NULL,
  -- The platform game session the batch was played in (its bet needs one; a resend after it ended is still
  -- answered by the platform when the first call had landed).
  platform_session_token text NOT NULL,
  seed_pair_id           bigint NOT NULL REFERENCES inhouse_seed_pair (id),
  client_seed            text NOT NULL,
  nonce                  integer NOT NULL,
  -- [{ fish, bulletMinor, isCaught, payoutMinor }] in the order the page fired them.
  shots                  jsonb NOT NULL,
  shot_count             integer NOT NULL CHECK (shot_count BETWEEN 1 AND 100),
  bet_minor              bigint NOT NULL CHECK (bet_minor > 0),
  payout_minor           bigint NOT NULL CHECK (payout_minor >= 0),
  -- PENDING: the wallet call is not answered yet. SETTLED: both legs applied. REFUSED: the platform refused
  -- the call (nothing moved, failure_code says why).
  status                 text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SETTLED', 'REFUSED')),
  failure_code           text,
  balance_after_minor    bigint,
  attempts               integer NOT NULL DEFAULT 0,
  retry_after            timestamptz NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  settled_at             timestamptz,
  UNIQUE (seed_pair_id, nonce),
  UNIQUE (merchant_code, player_id, client_batch_key)
);
CREATE INDEX inhouse_fishing_batch_pending ON inhouse_fishing_batch (retry_after) WHERE status = 'PENDING';
CREATE INDEX inhouse_fishing_batch_player ON inhouse_fishing_batch (merchant_code, player_id, created_at DESC);
