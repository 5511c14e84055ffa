-- Issue 22, monthly partitions (0052, docs/scaling.md "Monthly partitions"): the vendor wallet's two tables.
--
-- vendor_transaction (by created_at) and bet_round (by bet_at). Their keys — the vendor's transaction id
-- (merchant, vendor, id) and the round (merchant, vendor, round, member), found by a win that may come weeks
-- later — must stay unique across months, which no index of a partitioned table can say. Each is kept by
-- partition_key_lock: a transaction-scoped advisory lock on a hash of the key, taken before the key is looked
-- up across the months and written, so two writers of one key take turns and the second sees the first's row
-- (READ COMMITTED: each statement of the function reads the latest committed rows). These writers are the
-- vendor wallet's functions and the lottery's placement, all READ COMMITTED; the lock refuses to run in a
-- snapshot isolation level, where the lookup could miss a row committed after the snapshot. No extra row or
-- index entry is written per bet: the per-month unique index would hold nothing the lock does not.

-- The month partitions copy the old rows with their ids (bet_round's id is an identity).
CREATE OR REPLACE FUNCTION partition_adopt(p_parent text, p_old text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_column text;
  v_storage text;
  v_first date;
  v_month date;
  v_last date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months')::date;
BEGIN
  SELECT p.time_column, p.storage INTO v_column, v_storage FROM partition_plan p WHERE p.parent = p_parent;
  EXECUTE format('SELECT date_trunc(''month'', min(%I) AT TIME ZONE ''UTC'')::date FROM %I', v_column, p_old)
    INTO v_first;
  v_first := least(coalesce(v_first, v_last), date_trunc('month', now() AT TIME ZONE 'UTC')::date);
  EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (MINVALUE) TO (%L)%s', p_parent || '_history',
    p_parent, partition_month_start(v_first),
    CASE WHEN v_storage = '' THEN '' ELSE ' WITH (' || v_storage || ')' END);
  v_month := v_first;
  WHILE v_month <= v_last LOOP
    PERFORM partition_month_ensure(p_parent, v_month);
    v_month := (v_month + interval '1 month')::date;
  END LOOP;
  EXECUTE format('INSERT INTO %I OVERRIDING SYSTEM VALUE SELECT * FROM %I', p_parent, p_old);
END
$$;

CREATE FUNCTION partition_key_lock(p_key text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'partition: the key % is kept unique in READ COMMITTED only', p_key
      USING ERRCODE = 'KX001';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 22));
END
$$;

-- vendor_transaction ---------------------------------------------------------------------------------------
ALTER TABLE vendor_transaction RENAME TO vendor_transaction_old;
ALTER TABLE vendor_transaction_old DROP CONSTRAINT vendor_transaction_pkey;
DROP INDEX vendor_transaction_rollback_of;
-- Its row type is vendor_repeat_answer's argument: made again below on the new table's.
DROP FUNCTION vendor_repeat_answer(vendor_transaction_old, text, bigint, text, bigint);

CREATE TABLE vendor_transaction (LIKE vendor_transaction_old INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (created_at);
INSERT INTO partition_plan (parent, time_column) VALUES ('vendor_transaction', 'created_at');
SELECT partition_adopt('vendor_transaction', 'vendor_transaction_old');
DROP TABLE vendor_transaction_old;
ALTER TABLE vendor_transaction ADD PRIMARY KEY (merchant_id, vassalage, transaction_id, created_at);
CREATE INDEX vendor_transaction_rollback_of ON vendor_transaction (merchant_id, vassalage, original_transaction_id)
  WHERE kind = 'ROLLBACK';

-- Writes p_row unless its (merchant, vendor, transaction id) is recorded in any month; false when it is (the
-- caller reads the row there, as it did after ON CONFLICT DO NOTHING).
CREATE FUNCTION vendor_transaction_claim(p_row vendor_transaction) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM partition_key_lock('vendor_transaction:' || p_row.merchant_id || ':' || p_row.vassalage || ':'
    || p_row.transaction_id);
  PERFORM 1 FROM vendor_transaction t
  WHERE t.merchant_id = p_row.merchant_id AND t.vassalage = p_row.vassalage
    AND t.transaction_id = p_row.transaction_id;
  IF FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO vendor_transaction SELECT (p_row).*;
  RETURN true;
END
$$;

-- A write that the old primary key refused when the id was taken: refused the same way.
CREATE FUNCTION vendor_transaction_insert(p_row vendor_transaction) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT vendor_transaction_claim(p_row) THEN
    RAISE EXCEPTION 'duplicate key value violates unique constraint "vendor_transaction_pkey"'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'vendor_transaction_pkey';
  END IF;
END
$$;

-- bet_round ------------------------------------------------------------------------------------------------
CREATE TEMP TABLE bet_round_next_id ON COMMIT DROP AS SELECT coalesce(max(id), 0) + 1 AS id FROM bet_round;
ALTER TABLE bet_round RENAME TO bet_round_old;
ALTER TABLE bet_round_old ALTER COLUMN id DROP IDENTITY;
ALTER TABLE bet_round_old DROP CONSTRAINT bet_round_pkey;
ALTER TABLE bet_round_old DROP CONSTRAINT bet_round_merchant_id_vassalage_round_id_member_id_key;
DROP INDEX bet_round_member_settled_idx, bet_round_member_time, bet_round_merchant_time, bet_round_settled_idx;

CREATE TABLE bet_round (LIKE bet_round_old INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (bet_at);
ALTER TABLE bet_round ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY;
SELECT setval(pg_get_serial_sequence('bet_round', 'id'), id, false) FROM bet_round_next_id;
-- 0009: room on the page for the win's update of the round (a HOT update).
INSERT INTO partition_plan (parent, time_column, storage) VALUES ('bet_round', 'bet_at', 'fillfactor = 70');
SELECT partition_adopt('bet_round', 'bet_round_old');
DROP TABLE bet_round_old;
ALTER TABLE bet_round ADD PRIMARY KEY (id, bet_at);
-- The round key: unique across months by partition_key_lock, found here in each month.
CREATE INDEX bet_round_round_key ON bet_round (merchant_id, vassalage, round_id, member_id);
CREATE INDEX bet_round_member_time ON bet_round (member_id, bet_at DESC);
CREATE INDEX bet_round_merchant_time ON bet_round (merchant_id, bet_at DESC);
CREATE INDEX bet_round_settled_idx ON bet_round (merchant_id, settled_at) WHERE status = 'SETTLED';
CREATE INDEX bet_round_member_settled_idx ON bet_round (member_id, settled_at) WHERE status = 'SETTLED';

-- The vendor wallet's functions (last 0050, 0025, 0009), their keys claimed as above ------------------------
CREATE FUNCTION vendor_repeat_answer(p_prior vendor_transaction, p_kind text, p_member_id bigint, p_round_id text, p_amount bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
BEGIN
  IF p_prior.state = 'TOMBSTONE' AND p_kind = 'BET' THEN
    RAISE EXCEPTION 'vendor wallet: % was rolled back before it arrived', p_prior.transaction_id
      USING ERRCODE = 'KV410';
  END IF;
  IF p_prior.state = 'TOMBSTONE' OR p_prior.kind <> p_kind OR p_prior.member_id <> p_member_id
     OR p_prior.round_id <> p_round_id OR p_prior.amount_minor <> p_amount THEN
    RAISE EXCEPTION 'vendor wallet: id % was used for another call', p_prior.transaction_id
      USING ERRCODE = 'KL409';
  END IF;
  RETURN p_prior.answer || '{"isDuplicate": true}'::jsonb;
END
$$

;

CREATE OR REPLACE FUNCTION vendor_bet(p_merchant_id bigint, p_vassalage text, p_member_id bigint, p_currency text, p_house_ids bigint[], p_session_hash bytea, p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_session_game text;
  v_status text;
  v_category text;
  v_tx bigint;
  v_is_replay boolean;
  v_available bigint;
  v_answer jsonb;
  v_refusal jsonb;
  v_max_bet bigint;
  v_round bigint;
  v_round_at timestamptz;
BEGIN
  -- A repeat answers first, even after the session ended: the vendor is retrying a call it sent in time.
  SELECT * INTO v_prior FROM vendor_transaction
  WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
  END IF;

  SELECT s.game_code INTO v_session_game FROM game_session s
  WHERE s.token_hash = p_session_hash AND s.merchant_id = p_merchant_id AND s.vassalage = p_vassalage
    AND s.member_id = p_member_id AND s.ended_at IS NULL AND s.expires_at > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: no live game session' USING ERRCODE = 'KV401';
  END IF;

  SELECT r.status INTO v_status FROM bet_round r
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id;
  IF v_status = 'SETTLED' THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  -- The maximum bet while a bonus wager is open (promotions; the smallest of the member's ACTIVE grants'):
  -- checked here instead of in a query of its own before the call, so a bet is one round trip. After the
  -- repeat check above: a resent bet the wallet already took answers its first result, never this refusal.
  v_max_bet := bonus_max_bet_refusal(p_member_id, p_amount);
  IF v_max_bet IS NOT NULL THEN
    RAISE EXCEPTION 'bonus: bet above the maximum while wagering' USING ERRCODE = 'KB413', DETAIL = v_max_bet::text;
  END IF;

  -- Spending limits (0047): one indexed lookup for a member without a wager or loss limit; with one, the
  -- member's stakes take turns and a stake past the limit raises KP403 before anything is written.
  v_refusal := protection_limit_refusal(p_member_id, 'stake', p_amount);
  IF v_refusal IS NOT NULL THEN
    -- The same bet sent twice at once: the copy that waited for the member's turn answers the first's result.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    END IF;
    RAISE EXCEPTION 'protection: limit reached' USING ERRCODE = 'KP403', DETAIL = v_refusal::text;
  END IF;

  SELECT p.transaction_id, p.is_replay, p.available_after_minor INTO v_tx, v_is_replay, v_available
  FROM ledger_post_against_house(p_merchant_id, p_member_id, p_currency, p_house_ids, -p_amount,
    'vendor:' || p_vassalage || ':' || p_transaction_id,
    vendor_request_hash('BET', p_member_id, p_round_id, p_amount), 'BET',
    p_vassalage || ':' || p_transaction_id, 'round ' || p_round_id) p
  WHERE p.amount_minor < 0;
  IF v_tx IS NULL THEN
    RAISE EXCEPTION 'vendor wallet: member % cannot play', p_member_id USING ERRCODE = 'KV403';
  END IF;
  IF v_is_replay THEN
    -- The same bet, sent twice at once: the other one committed first.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    END IF;
    -- A bet posted before vendor transactions were recorded (issue 4).
    RETURN jsonb_build_object('balance', vendor_available(p_merchant_id, p_member_id, p_currency),
      'currency', p_currency, 'transactionId', v_tx::text, 'isDuplicate', true);
  END IF;

  IF v_status IS NULL THEN
    SELECT g.game_category INTO v_category FROM game g
    WHERE g.merchant_id = p_merchant_id AND g.vassalage = p_vassalage
      AND g.code = coalesce(p_game_code, v_session_game);
    IF v_category IS NULL THEN
      SELECT v.game_category INTO v_category FROM game_vendor v
      WHERE v.merchant_id = p_merchant_id AND v.vassalage = p_vassalage
      ORDER BY v.sort_order, v.id LIMIT 1;
    END IF;
  END IF;
  -- A bet into a cancelled round (all its bets rolled back) opens it again. The round may have been opened in
  -- an earlier month: found under the round key's lock (0053), then updated in its own month or made now.
  PERFORM partition_key_lock('bet_round:' || p_merchant_id || ':' || p_vassalage || ':' || p_round_id || ':'
    || p_member_id);
  SELECT r.id, r.bet_at, r.status INTO v_round, v_round_at, v_status FROM bet_round r
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id;
  IF v_round IS NULL THEN
    INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_code, game_category, currency,
      stake_minor, valid_bet_minor)
    VALUES (p_merchant_id, p_member_id, p_vassalage, p_round_id, coalesce(p_game_code, v_session_game),
      coalesce(v_category, 'RNG'), p_currency, p_amount, p_amount);
  ELSE
    UPDATE bet_round r
    SET stake_minor = r.stake_minor + p_amount,
        valid_bet_minor = r.valid_bet_minor + p_amount,
        game_code = coalesce(r.game_code, p_game_code, v_session_game),
        status = 'OPEN'
    WHERE r.id = v_round AND r.bet_at = v_round_at AND r.status <> 'SETTLED';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
    END IF;
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  IF NOT vendor_transaction_claim(ROW(p_merchant_id, p_vassalage, p_transaction_id, 'BET', p_member_id,
       p_round_id, p_amount, NULL, v_tx, 'APPLIED', v_answer, now())::vendor_transaction) THEN
    -- A rollback tombstoned this id while the bet was on its way: refused, and the posting undone with it.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    PERFORM vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    RAISE EXCEPTION 'vendor wallet: % recorded twice', p_transaction_id USING ERRCODE = 'KL409';
  END IF;
  RETURN v_answer;
END
$$

;

CREATE OR REPLACE FUNCTION vendor_win(p_merchant_id bigint, p_vassalage text, p_member_id bigint, p_currency text, p_house_ids bigint[], p_transaction_id text, p_round_id text, p_amount bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_tx bigint;
  v_is_replay boolean := false;
  v_available bigint;
  v_answer jsonb;
  v_max_round bigint;
  v_max_multiple integer;
  v_stake bigint;
  v_paid bigint;
BEGIN
  SELECT * INTO v_prior FROM vendor_transaction
  WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN vendor_repeat_answer(v_prior, 'WIN', p_member_id, p_round_id, p_amount);
  END IF;
  -- Only a round with a live bet can be paid: before its bet (or after every bet was rolled back) the
  -- vendor is told ROUND_NOT_FOUND, nothing is written, and its retry after the bet succeeds.
  PERFORM 1 FROM bet_round r
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id AND r.status <> 'CANCELLED';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: no bet in round %', p_round_id USING ERRCODE = 'KV404';
  END IF;

  IF p_amount > 0 THEN
    SELECT p.transaction_id, p.is_replay, p.available_after_minor INTO v_tx, v_is_replay, v_available
    FROM ledger_post_against_house(p_merchant_id, p_member_id, p_currency, p_house_ids, p_amount,
      'vendor:' || p_vassalage || ':' || p_transaction_id,
      vendor_request_hash('WIN', p_member_id, p_round_id, p_amount), 'WIN',
      p_vassalage || ':' || p_transaction_id, 'round ' || p_round_id) p
    WHERE p.amount_minor > 0 AND p.account_id <> ALL (p_house_ids);
    IF v_tx IS NULL THEN
      RAISE EXCEPTION 'vendor wallet: member % cannot play', p_member_id USING ERRCODE = 'KV403';
    END IF;
  ELSE
    v_available := vendor_available(p_merchant_id, p_member_id, p_currency);
  END IF;
  IF v_is_replay THEN
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_repeat_answer(v_prior, 'WIN', p_member_id, p_round_id, p_amount);
    END IF;
    RETURN jsonb_build_object('balance', vendor_available(p_merchant_id, p_member_id, p_currency),
      'currency', p_currency, 'transactionId', v_tx::text, 'isDuplicate', true);
  END IF;

  -- The ceiling is checked on the round row this UPDATE locks, so two wins of one round racing cannot both
  -- pass it; a win over it raises KV413 and the posting above is undone with the rest of the statement.
  SELECT v.max_round_payout_minor, v.max_payout_multiple INTO v_max_round, v_max_multiple
  FROM vendor_integration v WHERE v.merchant_id = p_merchant_id AND v.vassalage = p_vassalage;
  UPDATE bet_round r
  SET payout_minor = r.payout_minor + p_amount, status = 'SETTLED', settled_at = coalesce(r.settled_at, now())
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id AND r.status <> 'CANCELLED'
    AND (p_amount = 0 OR r.payout_minor + p_amount <= coalesce(
      least(v_max_round::numeric, r.stake_minor::numeric * v_max_multiple), r.payout_minor + p_amount));
  IF NOT FOUND THEN
    SELECT r.stake_minor, r.payout_minor INTO v_stake, v_paid FROM bet_round r
    WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
      AND r.member_id = p_member_id AND r.status <> 'CANCELLED';
    IF FOUND THEN
      RAISE EXCEPTION 'vendor wallet: a win of % passes the payout ceiling of round %', p_amount, p_round_id
        USING ERRCODE = 'KV413',
          DETAIL = greatest(0, least(v_max_round::numeric, v_stake::numeric * v_max_multiple) - v_paid)::text;
    END IF;
    RAISE EXCEPTION 'vendor wallet: no bet in round %', p_round_id USING ERRCODE = 'KV404';
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  IF NOT vendor_transaction_claim(ROW(p_merchant_id, p_vassalage, p_transaction_id, 'WIN', p_member_id,
       p_round_id, p_amount, NULL, v_tx, 'APPLIED', v_answer, now())::vendor_transaction) THEN
    -- Two zero wins with one id at once (a paid one would have met the ledger's key): the first answer.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    RETURN vendor_repeat_answer(v_prior, 'WIN', p_member_id, p_round_id, p_amount);
  END IF;
  RETURN v_answer;
END
$$

;

CREATE OR REPLACE FUNCTION vendor_rollback(p_merchant_id bigint, p_vassalage text, p_member_id bigint, p_currency text, p_house_ids bigint[], p_transaction_id text, p_original_id text, p_round_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_original vendor_transaction%ROWTYPE;
  v_first jsonb;
  v_status text;
  v_tx bigint;
  v_available bigint;
  v_answer jsonb;
  v_attempt integer := 0;
BEGIN
  SELECT * INTO v_prior FROM vendor_transaction
  WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
  IF FOUND THEN
    IF v_prior.kind <> 'ROLLBACK' OR v_prior.member_id <> p_member_id
       OR v_prior.original_transaction_id IS DISTINCT FROM p_original_id THEN
      RAISE EXCEPTION 'vendor wallet: id % was used for another call', p_transaction_id USING ERRCODE = 'KL409';
    END IF;
    RETURN v_prior.answer || '{"isDuplicate": true}'::jsonb;
  END IF;

  LOOP
    -- Locked: two rollbacks of one bet (under two ids) take turns, the second sees ROLLED_BACK.
    SELECT * INTO v_original FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_original_id
    FOR UPDATE;
    EXIT WHEN FOUND;
    v_attempt := v_attempt + 1;
    IF v_attempt > 2 THEN
      RAISE EXCEPTION 'vendor wallet: original % neither found nor tombstoned', p_original_id;
    END IF;
    v_available := vendor_available(p_merchant_id, p_member_id, p_currency);
    IF vendor_transaction_claim(ROW(p_merchant_id, p_vassalage, p_original_id, 'BET', p_member_id, p_round_id, 0,
         NULL, NULL, 'TOMBSTONE', NULL, now())::vendor_transaction) THEN
      v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', NULL,
        'isDuplicate', false);
      PERFORM vendor_transaction_insert(ROW(p_merchant_id, p_vassalage, p_transaction_id, 'ROLLBACK', p_member_id,
        p_round_id, 0, p_original_id, NULL, 'APPLIED', v_answer, now())::vendor_transaction);
      RETURN v_answer;
    END IF;
    -- The bet arrived (committed) while we looked: roll it back instead.
  END LOOP;

  IF v_original.kind <> 'BET' OR v_original.member_id <> p_member_id OR v_original.round_id <> p_round_id THEN
    RAISE EXCEPTION 'vendor wallet: no bet % of this player and round', p_original_id USING ERRCODE = 'KV444';
  END IF;
  IF v_original.state <> 'APPLIED' THEN
    -- Rolled back (or tombstoned) already: the first rollback's answer, never a second refund.
    SELECT t.answer INTO v_first FROM vendor_transaction t
    WHERE t.merchant_id = p_merchant_id AND t.vassalage = p_vassalage AND t.kind = 'ROLLBACK'
      AND t.original_transaction_id = p_original_id
    ORDER BY t.created_at LIMIT 1;
    RETURN coalesce(v_first, jsonb_build_object('balance', vendor_available(p_merchant_id, p_member_id, p_currency),
      'currency', p_currency, 'transactionId', NULL)) || '{"isDuplicate": true}'::jsonb;
  END IF;

  SELECT r.status INTO v_status FROM bet_round r
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id;
  IF v_status = 'SETTLED' THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  -- Keyed by the original bet: whatever the rollback's own id, the refund posts once.
  SELECT p.transaction_id, p.available_after_minor INTO v_tx, v_available
  FROM ledger_post_against_house(p_merchant_id, p_member_id, p_currency, p_house_ids, v_original.amount_minor,
    'vendor:' || p_vassalage || ':rollback:' || p_original_id,
    vendor_request_hash('ROLLBACK', p_member_id, p_round_id, v_original.amount_minor),
    'ROLLBACK', p_vassalage || ':' || p_transaction_id, 'rollback of ' || p_original_id) p
  WHERE p.amount_minor > 0 AND p.account_id <> ALL (p_house_ids);
  IF v_tx IS NULL THEN
    RAISE EXCEPTION 'vendor wallet: member % cannot play', p_member_id USING ERRCODE = 'KV403';
  END IF;
  v_available := coalesce(v_available, vendor_available(p_merchant_id, p_member_id, p_currency));

  UPDATE vendor_transaction SET state = 'ROLLED_BACK'
  WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_original_id;
  -- A win may have settled the round while we waited for the account: then nothing of this happens.
  UPDATE bet_round r
  SET stake_minor = r.stake_minor - v_original.amount_minor,
      valid_bet_minor = greatest(r.valid_bet_minor - v_original.amount_minor, 0),
      status = CASE WHEN r.stake_minor = v_original.amount_minor THEN 'CANCELLED' ELSE r.status END
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id AND r.status = 'OPEN';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  PERFORM vendor_transaction_insert(ROW(p_merchant_id, p_vassalage, p_transaction_id, 'ROLLBACK', p_member_id,
    p_round_id, v_original.amount_minor, p_original_id, v_tx, 'APPLIED', v_answer, now())::vendor_transaction);
  RETURN v_answer;
END
$$

;

