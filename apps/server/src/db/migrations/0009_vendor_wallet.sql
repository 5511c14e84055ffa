-- The vendor seamless wallet's money calls as database functions (docs/vendor-wallet.md): each call is one
-- statement, so the session check, the idempotency record, the ledger posting and the bet round are
-- written together or not at all, and the account's row lock is held only while PostgreSQL works.
-- Lock order everywhere: the original bet's vendor_transaction row (rollback only), then the member's
-- ledger account (ledger_post), then the bet_round row, then the new vendor_transaction row.
-- Raises, besides the ledger's KL402/KL409/KL404:
--   KV401 game session unknown, ended, expired, or of another vendor or player (bets only)
--   KV403 the member is not playable (disabled, trial, another merchant) or has no main account yet
--   KV404 round not found (a win before any bet of its round, or after every one was rolled back)
--   KV409 round settled (a bet into it, or a rollback of one of its bets)
--   KV410 transaction rolled back (a bet whose id a rollback tombstoned before it arrived)
--   KV444 the rollback's original bet belongs to another player or round, or is not a bet

-- Rollbacks find the first rollback of an original bet by this index.
CREATE INDEX vendor_transaction_rollback_of ON vendor_transaction (merchant_id, vassalage, original_transaction_id)
  WHERE kind = 'ROLLBACK';
-- A win updates its round in place: room on each page keeps that update HOT (no new index entries).
ALTER TABLE bet_round SET (fillfactor = 70);

-- The member's available main-wallet balance; KV403 when the member cannot play.
CREATE FUNCTION vendor_available(p_merchant_id bigint, p_member_id bigint, p_currency text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_available bigint;
BEGIN
  SELECT a.balance_minor - a.held_minor INTO v_available FROM member m
  JOIN ledger_account a ON a.member_id = m.id AND a.wallet_code = 'MAIN' AND a.currency = p_currency
  WHERE m.id = p_member_id AND m.merchant_id = p_merchant_id AND NOT m.is_disabled AND m.account_type <> 4;
  IF v_available IS NULL THEN
    RAISE EXCEPTION 'vendor wallet: member % cannot play', p_member_id USING ERRCODE = 'KV403';
  END IF;
  RETURN v_available;
END
$$;

-- What a ledger key stands for: the same key with another request is refused (KL409), never applied.
CREATE FUNCTION vendor_request_hash(p_kind text, p_member_id bigint, p_round_id text, p_amount bigint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_kind || ':' || p_member_id || ':' || p_amount || ':' || p_round_id, 'UTF8')), 'hex')
$$;

-- A repeat of a bet or win id: its first answer, or the refusal that id deserves.
CREATE FUNCTION vendor_repeat_answer(
  p_prior vendor_transaction,
  p_kind text,
  p_member_id bigint,
  p_round_id text,
  p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
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
$$;

-- A bet (debit). The answer is the vendor's: { balance, currency, transactionId, isDuplicate }.
CREATE FUNCTION vendor_bet(
  p_merchant_id bigint,
  p_vassalage text,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_session_hash bytea,
  p_transaction_id text,
  p_round_id text,
  p_game_code text,
  p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_session_game text;
  v_status text;
  v_category text;
  v_tx bigint;
  v_is_replay boolean;
  v_available bigint;
  v_answer jsonb;
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
  -- A bet into a cancelled round (all its bets rolled back) opens it again.
  INSERT INTO bet_round AS r (merchant_id, member_id, vassalage, round_id, game_code, game_category, currency,
    stake_minor, valid_bet_minor)
  VALUES (p_merchant_id, p_member_id, p_vassalage, p_round_id, coalesce(p_game_code, v_session_game),
    coalesce(v_category, 'RNG'), p_currency, p_amount, p_amount)
  ON CONFLICT (merchant_id, vassalage, round_id, member_id) DO UPDATE
    SET stake_minor = r.stake_minor + EXCLUDED.stake_minor,
        valid_bet_minor = r.valid_bet_minor + EXCLUDED.valid_bet_minor,
        game_code = coalesce(r.game_code, EXCLUDED.game_code),
        status = 'OPEN'
    WHERE r.status <> 'SETTLED';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount_minor,
    ledger_transaction_id, state, answer)
  VALUES (p_merchant_id, p_vassalage, p_transaction_id, 'BET', p_member_id, p_round_id, p_amount, v_tx, 'APPLIED',
    v_answer)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- A rollback tombstoned this id while the bet was on its way: refused, and the posting undone with it.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    PERFORM vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    RAISE EXCEPTION 'vendor wallet: % recorded twice', p_transaction_id USING ERRCODE = 'KL409';
  END IF;
  RETURN v_answer;
END
$$;

-- A win (credit; 0 only closes the round). No session check: wins arrive after the player has left.
CREATE FUNCTION vendor_win(
  p_merchant_id bigint,
  p_vassalage text,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_transaction_id text,
  p_round_id text,
  p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_tx bigint;
  v_is_replay boolean := false;
  v_available bigint;
  v_answer jsonb;
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

  UPDATE bet_round r
  SET payout_minor = r.payout_minor + p_amount, status = 'SETTLED', settled_at = coalesce(r.settled_at, now())
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id AND r.status <> 'CANCELLED';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: no bet in round %', p_round_id USING ERRCODE = 'KV404';
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount_minor,
    ledger_transaction_id, state, answer)
  VALUES (p_merchant_id, p_vassalage, p_transaction_id, 'WIN', p_member_id, p_round_id, p_amount, v_tx, 'APPLIED',
    v_answer)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- Two zero wins with one id at once (a paid one would have met the ledger's key): the first answer.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    RETURN vendor_repeat_answer(v_prior, 'WIN', p_member_id, p_round_id, p_amount);
  END IF;
  RETURN v_answer;
END
$$;

-- A rollback: refunds the original bet once. Unknown original → acknowledged with a TOMBSTONE under its id.
CREATE FUNCTION vendor_rollback(
  p_merchant_id bigint,
  p_vassalage text,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_transaction_id text,
  p_original_id text,
  p_round_id text
) RETURNS jsonb LANGUAGE plpgsql AS $$
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
    INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount_minor,
      state)
    VALUES (p_merchant_id, p_vassalage, p_original_id, 'BET', p_member_id, p_round_id, 0, 'TOMBSTONE')
    ON CONFLICT DO NOTHING;
    IF FOUND THEN
      v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', NULL,
        'isDuplicate', false);
      INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id,
        amount_minor, original_transaction_id, state, answer)
      VALUES (p_merchant_id, p_vassalage, p_transaction_id, 'ROLLBACK', p_member_id, p_round_id, 0, p_original_id,
        'APPLIED', v_answer);
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
  INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount_minor,
    original_transaction_id, ledger_transaction_id, state, answer)
  VALUES (p_merchant_id, p_vassalage, p_transaction_id, 'ROLLBACK', p_member_id, p_round_id,
    v_original.amount_minor, p_original_id, v_tx, 'APPLIED', v_answer);
  RETURN v_answer;
END
$$;

-- Transfer-wallet vendors (GCS_walletTransfer): each transfer to or from the vendor's own balance, by the
-- unique reference_no the vendor is sent. PENDING: the vendor's answer never came; the reconciliation job
-- asks the vendor and completes or reverses it exactly once.
-- Where a transfer-mode vendor's wallet API answers (deposit, withdraw, balance, status of a reference).
ALTER TABLE vendor_integration ADD COLUMN transfer_api_url text;

CREATE TABLE vendor_transfer (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id              bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id                bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  vassalage                text NOT NULL,
  -- DEPOSIT: main wallet → vendor; WITHDRAW: vendor → main wallet.
  direction                text NOT NULL CHECK (direction IN ('DEPOSIT', 'WITHDRAW')),
  amount_minor             bigint NOT NULL CHECK (amount_minor > 0),
  reference_no             text NOT NULL,
  -- The member's request id (GCS_walletTransfer requestId): a retried request finds its transfer.
  request_id               text NOT NULL,
  status                   text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'REVERSED')),
  ledger_transaction_id    bigint,
  -- The posting that settled it: the credit of a withdrawal, or the reversal of a deposit.
  settle_transaction_id    bigint,
  attempts                 integer NOT NULL DEFAULT 0,
  last_error               text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  resolved_at              timestamptz,
  UNIQUE (merchant_id, reference_no),
  UNIQUE (merchant_id, member_id, request_id)
);
CREATE INDEX vendor_transfer_pending ON vendor_transfer (created_at) WHERE status = 'PENDING';
