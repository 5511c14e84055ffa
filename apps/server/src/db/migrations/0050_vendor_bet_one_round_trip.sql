-- Issue 22 (money path): the seamless bet in one round trip. The maximum bet while a bonus wager is open was
-- read by a query of its own before every vendor bet (one more round trip, on every bet, for a check that
-- almost never refuses); vendor_bet now makes it, raising KB413 (DETAIL = the maximum), which the server maps
-- to BET_ABOVE_WAGER_MAXIMUM as before. Everything else in vendor_bet is 0047's, unchanged.

-- The maximum a stake may have while the member has an open wager, when p_amount is above it; else null.
-- One probe of bonus_grant_active_idx; the promotions domain's rule (modules/promotions/bonus/open-wager.ts).
CREATE FUNCTION bonus_max_bet_refusal(p_member_id bigint, p_amount bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT m.max_bet FROM (
    SELECT min(g.max_bet_minor) AS max_bet FROM bonus_grant g
    WHERE g.member_id = p_member_id AND g.status = 'ACTIVE'
  ) m WHERE m.max_bet < p_amount
$$;

-- The seamless bet of 0047 with the check above after the repeat check.
CREATE OR REPLACE FUNCTION vendor_bet(
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
  v_refusal jsonb;
  v_max_bet bigint;
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
