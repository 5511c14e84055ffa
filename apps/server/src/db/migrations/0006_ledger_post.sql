-- The posting as one database function: one round trip instead of five, so the accounts' row locks are held
-- only while PostgreSQL works, never across the network or a busy server process (docs/ledger.md). The
-- rules are those of 0005: lock every account first, in id order, FOR NO KEY UPDATE; only then insert.
-- Raises KL402 (insufficient funds, DETAIL = available), KL409 (key used for another request), KL404
-- (an account that does not exist).
CREATE FUNCTION ledger_post(
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
BEGIN
  FOR v_account IN
    SELECT a.id, a.member_id, a.balance_minor, a.held_minor FROM ledger_account a
    WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR NO KEY UPDATE
  LOOP
    v_locked := v_locked + 1;
    v_index := array_position(p_accounts, v_account.id);
    IF v_account.member_id IS NOT NULL AND p_amounts[v_index] < 0
       AND v_account.balance_minor - (v_account.held_minor - p_releases[v_index]) + p_amounts[v_index] < 0 THEN
      v_short_available := v_account.balance_minor - v_account.held_minor;
    END IF;
  END LOOP;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger: unknown account in %', p_accounts USING ERRCODE = 'KL404';
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

-- Balanced entries, checked once per INSERT statement over the rows it added, instead of a deferred
-- per-row trigger that re-read the table at commit. ledger_post writes a transaction's entries in one
-- statement; so must anything else that ever writes entries.
DROP TRIGGER ledger_entry_balanced ON ledger_entry;
DROP FUNCTION ledger_check_balanced();
CREATE FUNCTION ledger_check_inserted_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_unbalanced bigint;
BEGIN
  SELECT transaction_id INTO v_unbalanced FROM inserted_entries
  GROUP BY transaction_id HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF v_unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', v_unbalanced
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_inserted_balanced();

-- The hot path without foreign-key checks. Every posting's five RI checks took KEY SHARE locks, all of a
-- merchant's postings on the same merchant row (MultiXacts under concurrency). ledger_post is the only
-- writer of entries and it locks the accounts it names (a missing one raises KL404); the auditor checks
-- that every entry's transaction and account exist (docs/ledger.md).
ALTER TABLE ledger_transaction DROP CONSTRAINT ledger_transaction_merchant_id_fkey;
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_transaction_id_fkey;
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_account_id_fkey;
-- Balances change on every posting: room on each page keeps those updates HOT (no new index entries).
ALTER TABLE ledger_account SET (fillfactor = 50);

-- The game path (a bet or a win between a member's main wallet and its house shard) as one call: the
-- member lookup and the posting run on plans PostgreSQL keeps, the caller sends one short statement. No
-- rows when the member is not playable (disabled, trial, another merchant) or has no main account yet.
CREATE FUNCTION ledger_post_against_house(
  p_merchant_id bigint,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_member_amount bigint,
  p_key text,
  p_hash text,
  p_kind text,
  p_reference text,
  p_memo text
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
  v_account bigint;
BEGIN
  SELECT a.id INTO v_account FROM member m
  JOIN ledger_account a ON a.member_id = m.id AND a.wallet_code = 'MAIN' AND a.currency = p_currency
  WHERE m.id = p_member_id AND m.merchant_id = p_merchant_id AND NOT m.is_disabled AND m.account_type <> 4;
  IF v_account IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM ledger_post(p_merchant_id, p_key, p_hash, p_kind, p_reference, p_memo,
    ARRAY[v_account, p_house_ids[(v_account % cardinality(p_house_ids)) + 1]],
    ARRAY[p_member_amount, -p_member_amount], ARRAY[0, 0]::bigint[]);
END
$$;
-- A transaction names each account once: (transaction_id, account_id) is the entry's key and serves the
-- replay lookup, so each entry costs two index insertions instead of three.
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_pkey;
DROP INDEX ledger_entry_transaction;
ALTER TABLE ledger_entry ADD PRIMARY KEY (transaction_id, account_id);
