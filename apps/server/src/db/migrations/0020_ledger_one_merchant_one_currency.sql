-- A posting moves money inside one merchant's books and in one currency: ledger_post (0006) locked whatever
-- accounts it was given, so a caller's mistake (another merchant's house shard, a wallet of another currency)
-- would have been booked. It now checks, on the rows it has just locked, that every account belongs to the
-- posting's merchant and that all share one currency, and raises KL422 otherwise (the caller sees
-- WALLET_UNKNOWN). The lock order (every account first, in id order, FOR NO KEY UPDATE), the idempotency rules
-- and the answers are those of 0006 unchanged; ledger_post_against_house and the vendor_* functions post
-- through this function, so they refuse the same postings. Raises, besides 0006's KL402/KL409/KL404:
--   KL422 an account of another merchant, or accounts of more than one currency
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant_id bigint,
  p_key text,
  p_hash text,
  p_kind text,
  p_reference text,
  p_memo text,
  p_accounts bigint[],
  p_amounts bigint[],
  p_releases bigint[]
) RETURNS TABLE (
  transaction_id bigint,
  is_replay boolean,
  account_id bigint,
  amount_minor bigint,
  balance_after_minor bigint,
  available_after_minor bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account record;
  v_locked integer := 0;
  v_index integer;
  v_short_available bigint;
  v_tx bigint;
  v_hash text;
  v_currency text;
  v_is_foreign boolean := false;
BEGIN
  FOR v_account IN
    SELECT a.id, a.merchant_id, a.member_id, a.currency, a.balance_minor, a.held_minor FROM ledger_account a
    WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR NO KEY UPDATE
  LOOP
    v_locked := v_locked + 1;
    IF v_account.merchant_id <> p_merchant_id OR v_account.currency <> coalesce(v_currency, v_account.currency) THEN
      v_is_foreign := true;
    END IF;
    v_currency := v_account.currency;
    v_index := array_position(p_accounts, v_account.id);
    IF v_account.member_id IS NOT NULL AND p_amounts[v_index] < 0
       AND v_account.balance_minor - (v_account.held_minor - p_releases[v_index]) + p_amounts[v_index] < 0 THEN
      v_short_available := v_account.balance_minor - v_account.held_minor;
    END IF;
  END LOOP;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger: unknown account in %', p_accounts USING ERRCODE = 'KL404';
  END IF;
  IF v_is_foreign THEN
    RAISE EXCEPTION 'ledger: accounts % are not all of merchant % in one currency', p_accounts, p_merchant_id
      USING ERRCODE = 'KL422';
  END IF;

  IF v_short_available IS NULL THEN
    INSERT INTO ledger_transaction (merchant_id, idempotency_key, request_hash, kind, reference, memo)
    VALUES (p_merchant_id, p_key, p_hash, p_kind, p_reference, p_memo)
    ON CONFLICT ON CONSTRAINT ledger_transaction_key DO NOTHING
    RETURNING id INTO v_tx;
  END IF;

  IF v_tx IS NULL THEN
    -- The key is taken (or money is short): a retry of the same request gets its first result.
    SELECT t.id, t.request_hash INTO v_tx, v_hash FROM ledger_transaction t
    WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key;
    IF v_tx IS NOT NULL AND v_hash = p_hash THEN
      RETURN QUERY SELECT e.transaction_id, true, e.account_id, e.amount_minor, e.balance_after_minor, NULL::bigint
        FROM ledger_entry e WHERE e.transaction_id = v_tx ORDER BY e.id;
      RETURN;
    ELSIF v_tx IS NOT NULL THEN
      RAISE EXCEPTION 'ledger: key % was used for another request', p_key USING ERRCODE = 'KL409';
    END IF;
    RAISE EXCEPTION 'ledger: insufficient funds' USING ERRCODE = 'KL402', DETAIL = v_short_available::text;
  END IF;

  RETURN QUERY
  WITH moved AS (
    UPDATE ledger_account AS a
    SET balance_minor = a.balance_minor + d.delta, held_minor = a.held_minor - d.released
    FROM unnest(p_accounts, p_amounts, p_releases) AS d (id, delta, released)
    WHERE a.id = d.id
    RETURNING a.id, d.delta, a.balance_minor, a.held_minor
  ), written AS (
    INSERT INTO ledger_entry (transaction_id, account_id, amount_minor, balance_after_minor)
    SELECT v_tx, m.id, m.delta, m.balance_minor FROM moved m
    RETURNING ledger_entry.id, ledger_entry.account_id, ledger_entry.amount_minor, ledger_entry.balance_after_minor
  )
  SELECT v_tx, false, w.account_id, w.amount_minor, w.balance_after_minor, w.balance_after_minor - m.held_minor
  FROM written w JOIN moved m ON m.id = w.account_id ORDER BY w.id;
END
$$;
