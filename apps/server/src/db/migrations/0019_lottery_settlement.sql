-- Lottery (issue 7), settlement: the rows the set-based settlement joins bets against (docs/lottery.md,
-- "Settlement"). The bet types' parameters as a table (synced from the engine's LOTTERY_BET_TYPES by the job),
-- each drawn number of an issue as a row, and per bet type the slices and derived values of each station's
-- draw, written once per issue before its bets are settled, so every bet joins small tables by equality.

-- One row per engine bet type, upserted from LOTTERY_BET_TYPES at the start of each settlement run.
CREATE TABLE lottery_bet_type (
  code           text PRIMARY KEY,
  family         text NOT NULL,
  matcher_kind   text NOT NULL,
  -- The tiers matched; NULL means every tier of the board ('ALL').
  tiers          text[],
  slice_start    integer,
  slice_length   integer,
  at_least       integer,
  distinct_count integer,
  sum_of         text[],
  small_max      integer,
  big_min        integer,
  tie_on_triple  boolean NOT NULL DEFAULT false,
  left_tier      text,
  right_tier     text,
  combination    text NOT NULL CHECK (combination IN ('EACH_PICK', 'WHOLE', 'PAIRS')),
  payout         text NOT NULL CHECK (payout IN ('PER_OCCURRENCE', 'ONCE')),
  prize_key      text NOT NULL CHECK (prize_key IN ('WIN', 'TIER', 'PICK')),
  is_pooled      boolean NOT NULL DEFAULT false,
  synced_at      timestamptz NOT NULL DEFAULT now()
);

-- lotteryDrawNumbers of each station's result: (tier, value), idx the position within the tier.
CREATE TABLE lottery_draw_number (
  issue_id    bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  station_id  text NOT NULL,
  tier        text NOT NULL,
  idx         integer NOT NULL,
  value       text NOT NULL,
  PRIMARY KEY (issue_id, station_id, tier, idx)
);

-- For bet types matched against digits (DIGITS_IN_TIERS, PERMUTATION_OF, ALL/NO_PICK_PRESENT, PAIR_PRESENT,
-- OCCURRENCES): the slice of every drawn number in the type's tiers that is long enough, with its digits sorted
-- (Thai tote). A pick hits where it equals digits (sorted_digits).
CREATE TABLE lottery_draw_slice (
  issue_id      bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  station_id    text NOT NULL,
  bet_code      text NOT NULL,
  tier          text NOT NULL,
  idx           integer NOT NULL,
  digits        text NOT NULL,
  sorted_digits text NOT NULL,
  PRIMARY KEY (issue_id, station_id, bet_code, tier, idx)
);

-- For bet types matched against a value of the whole draw (sums, big/small, odd/even, dragon/tiger, forms,
-- sequences, distinct counts): what was drawn for that type ('BIG', 'DRAGON', 'STRAIGHT', '17', '381', 'WIN'),
-- and whether it is a tie (big/small between the bounds or a triple; dragon/tiger equal).
CREATE TABLE lottery_draw_derived (
  issue_id    bigint NOT NULL REFERENCES lottery_issue (id) ON DELETE CASCADE,
  station_id  text NOT NULL,
  bet_code    text NOT NULL,
  drawn       text,
  is_tie      boolean NOT NULL DEFAULT false,
  PRIMARY KEY (issue_id, station_id, bet_code)
);

-- The engine's lotterySliceDigits: like String.prototype.slice, a negative start counts from the end; NULL when
-- the number is too short (a 2-digit G7 has no 3-digit lô).
CREATE FUNCTION lottery_slice(p_value text, p_start integer, p_length integer) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN s.start >= 0 AND s.start + p_length <= length(p_value)
    THEN substr(p_value, s.start + 1, p_length) END
  FROM (SELECT CASE WHEN p_start < 0 THEN length(p_value) + p_start ELSE p_start END AS start) AS s
$$;

-- The digits in ascending order: '381' → '138' (Thai 3 tote matches any order).
CREATE FUNCTION lottery_sorted_digits(p_digits text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(c, '' ORDER BY c COLLATE "C"), '') FROM regexp_split_to_table(p_digits, '') AS c
$$;

-- The engine's lotteryThreeDigitForm: LEOPARD > STRAIGHT (9-0-1 and 8-9-0 count) > PAIR > HALF_STRAIGHT > MIXED.
CREATE FUNCTION lottery_three_digit_form(a integer, b integer, c integer) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN a = b AND b = c THEN 'LEOPARD'
    WHEN a <> b AND b <> c AND a <> c AND EXISTS (
      SELECT 1 FROM unnest(ARRAY[a, b, c]) AS d
      WHERE (d + 1) % 10 IN (a, b, c) AND (d + 2) % 10 IN (a, b, c)) THEN 'STRAIGHT'
    WHEN a = b OR b = c OR a = c THEN 'PAIR'
    WHEN (a - b + 10) % 10 IN (1, 9) OR (b - c + 10) % 10 IN (1, 9) OR (a - c + 10) % 10 IN (1, 9)
      THEN 'HALF_STRAIGHT'
    ELSE 'MIXED'
  END
$$;

-- The settlement job's scans: drawn issues waiting (oldest draw first) and cancelled issues (refunds).
CREATE INDEX lottery_issue_drawn_idx ON lottery_issue (drawn_at, id) WHERE status = 'DRAWN';
CREATE INDEX lottery_issue_cancelled_idx ON lottery_issue (id) WHERE status = 'CANCELLED';
