-- Vendor wallet hardening (docs/vendor-wallet.md, docs/security.md).
--
-- 1. Replay protection. Every signed call carries a timestamp (accepted within 5 minutes of the server clock)
--    and a nonce, spent here once per merchant and vendor across every server process. The money calls spend
--    it in the statement that moves the money (WITH fresh AS (INSERT … ON CONFLICT DO NOTHING RETURNING 1)
--    SELECT vendor_bet(…) FROM fresh): no extra round trip or commit per bet. Rows live until their request
--    could no longer be accepted anyway; the vendor-wallet-nonce-cleanup job deletes them after. No foreign key:
--    the hot path takes no KEY SHARE lock on merchant (0012's reason).
CREATE TABLE vendor_request_nonce (
  merchant_id bigint NOT NULL,
  vassalage text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, vassalage, nonce)
);
-- Rows arrive in expiry order, so a BRIN index finds the expired ones for almost nothing per insert.
CREATE INDEX vendor_request_nonce_expires ON vendor_request_nonce USING brin (expires_at);

-- 2. A payout ceiling per integration: a round's payout (all its wins) may not pass max_round_payout_minor, nor
--    max_payout_multiple times the round's stake; NULL is no ceiling of that kind. The default multiple is the
--    highest any game on the platform pays (the in-house crash game's cap, 1,000,000×): it stops an absurd win
--    from a leaked secret or a vendor's bug without refusing a real one; operators set tighter ones per vendor
--    (PUT /ops/merchants/:code/vendors/:vassalage). A win over the ceiling raises KV413 (AMOUNT_ABOVE_MAXIMUM,
--    DETAIL = what the round may still pay) and nothing is recorded: the round stays open.
ALTER TABLE vendor_integration
  ADD COLUMN max_round_payout_minor bigint CHECK (max_round_payout_minor > 0),
  ADD COLUMN max_payout_multiple integer DEFAULT 1000000 CHECK (max_payout_multiple > 0);

-- vendor_win of 0009 with the ceiling; everything else (locks, idempotency, answers) as it was.
CREATE OR REPLACE FUNCTION vendor_win(
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
