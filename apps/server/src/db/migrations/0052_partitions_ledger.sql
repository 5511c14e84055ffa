-- Issue 22, "Growth past one machine": the append-only tables partitioned by month (docs/scaling.md, "Monthly
-- partitions"). This file: the partition machinery, and the ledger's two tables.
--
-- Months are UTC months. Each partitioned table has
--   <table>_history                FROM (MINVALUE) TO (its first month): rows dated before it (old data a
--                                  test or an import back-dates); never a DEFAULT partition, which would forbid
--                                  DETACH … CONCURRENTLY and make every new month scan it under a lock;
--   <table>_pYYYY_MM               one per month, made ahead by partition_ensure (the migration: the months of
--                                  the existing rows through two months ahead; then the daily job and the start).
-- A row dated after the last month made has no partition and is refused: the job keeps two months ahead.

CREATE TABLE partition_plan (
  parent      text PRIMARY KEY,
  time_column text NOT NULL,
  -- Storage parameters each partition is made with (a partitioned table keeps none of its own).
  storage     text NOT NULL DEFAULT ''
);

CREATE FUNCTION partition_month_start(p_month date) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc('month', p_month)::timestamp AT TIME ZONE 'UTC')
$$;

-- Makes the month's partition of p_parent unless it is attached already; true when made. A new, empty table is
-- attached (ATTACH takes SHARE UPDATE EXCLUSIVE on the parent, so bets keep flowing, where CREATE TABLE …
-- PARTITION OF would take ACCESS EXCLUSIVE).
CREATE FUNCTION partition_month_ensure(p_parent text, p_month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_month date := date_trunc('month', p_month)::date;
  v_name text := p_parent || '_p' || to_char(v_month, 'YYYY_MM');
  v_storage text;
BEGIN
  SELECT p.storage INTO v_storage FROM partition_plan p WHERE p.parent = p_parent;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'partition: % is not a partitioned table of partition_plan', p_parent;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
             WHERE i.inhparent = p_parent::regclass AND c.relname = v_name) THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE)%s',
    v_name, p_parent, CASE WHEN v_storage = '' THEN '' ELSE ' WITH (' || v_storage || ')' END);
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_parent, v_name,
    partition_month_start(v_month), partition_month_start((v_month + interval '1 month')::date));
  RETURN true;
END
$$;

-- Every partitioned table's months from the current one through p_months_ahead later; answers how many
-- partitions it made (0 when all were there). Run by the migration, at start and daily by the partition job;
-- concurrent callers take turns.
CREATE FUNCTION partition_ensure(p_months_ahead integer DEFAULT 2) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_plan record;
  v_ahead integer;
  v_made integer := 0;
  v_now date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('partition_ensure', 0));
  FOR v_plan IN SELECT parent FROM partition_plan ORDER BY parent LOOP
    FOR v_ahead IN 0 .. p_months_ahead LOOP
      IF partition_month_ensure(v_plan.parent, (v_now + make_interval(months => v_ahead))::date) THEN
        v_made := v_made + 1;
      END IF;
    END LOOP;
  END LOOP;
  RETURN v_made;
END
$$;

-- The migration step of one table: p_parent (partitioned, empty) gets its history partition below the first
-- month of p_old's rows (or the current month), a partition for every month from there through two ahead,
-- and p_old's rows, copied. p_old is dropped by the caller once its dependants are moved.
CREATE FUNCTION partition_adopt(p_parent text, p_old text) RETURNS void LANGUAGE plpgsql AS $$
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
  EXECUTE format('INSERT INTO %I SELECT * FROM %I', p_parent, p_old);
END
$$;

-- ledger_transaction ---------------------------------------------------------------------------------------
-- Its key (merchant, idempotency key) must stay unique across every month, which no index of a partitioned
-- table can say (each must contain created_at). It moves to ledger_key, a narrow table that is not
-- partitioned: the unique index lives there, under the old constraint's name, and a posting claims its key
-- there first (INSERT … ON CONFLICT DO NOTHING, as it did on the transaction before), so idempotency holds
-- in every isolation level and for set-based posting. The row carries the transaction's id and created_at,
-- so a replay finds its transaction in one partition. A trigger on ledger_transaction claims the key of any
-- row written without one (factories, a future writer): nothing can write a transaction around the key.
ALTER TABLE deposit DROP CONSTRAINT deposit_ledger_transaction_id_fkey;
ALTER TABLE ledger_hold DROP CONSTRAINT ledger_hold_posted_transaction_id_fkey;
ALTER TABLE balance_adjustment DROP CONSTRAINT balance_adjustment_ledger_transaction_id_fkey;

ALTER TABLE ledger_transaction RENAME TO ledger_transaction_old;
ALTER SEQUENCE ledger_transaction_id_seq OWNED BY NONE;
ALTER TABLE ledger_transaction_old DROP CONSTRAINT ledger_transaction_pkey;
ALTER TABLE ledger_transaction_old DROP CONSTRAINT ledger_transaction_key;
DROP INDEX ledger_transaction_cost_idx, ledger_transaction_kind_time_idx, ledger_transaction_money_time_idx;

CREATE TABLE ledger_transaction (LIKE ledger_transaction_old INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (created_at);
ALTER SEQUENCE ledger_transaction_id_seq OWNED BY ledger_transaction.id;
INSERT INTO partition_plan (parent, time_column) VALUES ('ledger_transaction', 'created_at');
SELECT partition_adopt('ledger_transaction', 'ledger_transaction_old');
ALTER TABLE ledger_transaction ADD PRIMARY KEY (id, created_at);
CREATE INDEX ledger_transaction_kind_time_idx ON ledger_transaction (merchant_id, kind, created_at);
CREATE INDEX ledger_transaction_cost_idx ON ledger_transaction (merchant_id, created_at)
  WHERE kind = 'BONUS' OR kind LIKE '%REBATE%';
CREATE INDEX ledger_transaction_money_time_idx ON ledger_transaction (merchant_id, created_at)
  WHERE kind <> ALL (ARRAY['BET', 'LOTTERY_BET', 'ROLLBACK', 'LOTTERY_REFUND', 'LOTTERY_CANCEL', 'WIN',
    'LOTTERY_PAYOUT']);

CREATE TABLE ledger_key (
  merchant_id     bigint NOT NULL,
  idempotency_key text NOT NULL,
  transaction_id  bigint NOT NULL,
  created_at      timestamptz NOT NULL,
  CONSTRAINT ledger_transaction_key PRIMARY KEY (merchant_id, idempotency_key)
);
INSERT INTO ledger_key (merchant_id, idempotency_key, transaction_id, created_at)
SELECT merchant_id, idempotency_key, id, created_at FROM ledger_transaction_old;
DROP TABLE ledger_transaction_old;

CREATE FUNCTION ledger_transaction_claim_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The posting paths claimed it already (one index probe); anyone else claims it now, and a key taken by
  -- another transaction is the unique violation the old constraint raised.
  PERFORM 1 FROM ledger_key k
  WHERE k.merchant_id = NEW.merchant_id AND k.idempotency_key = NEW.idempotency_key AND k.transaction_id = NEW.id;
  IF NOT FOUND THEN
    INSERT INTO ledger_key (merchant_id, idempotency_key, transaction_id, created_at)
    VALUES (NEW.merchant_id, NEW.idempotency_key, NEW.id, NEW.created_at);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_transaction_claim_key BEFORE INSERT ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_claim_key();
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transaction_no_truncate BEFORE TRUNCATE ON ledger_transaction
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_key_append_only BEFORE UPDATE OR DELETE ON ledger_key
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_key_no_truncate BEFORE TRUNCATE ON ledger_key
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- ledger_entry ---------------------------------------------------------------------------------------------
-- Its created_at is its transaction's (both now(), one database transaction), so a transaction and its
-- entries share a month. Its key (transaction, account) is made unique by the transaction's key above: entries
-- are only written with a transaction that was new.
ALTER TABLE ledger_entry RENAME TO ledger_entry_old;
ALTER SEQUENCE ledger_entry_id_seq OWNED BY NONE;
ALTER TABLE ledger_entry_old DROP CONSTRAINT ledger_entry_pkey;
DROP INDEX ledger_entry_account;
DROP TRIGGER ledger_entry_balanced ON ledger_entry_old;

CREATE TABLE ledger_entry (LIKE ledger_entry_old INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (created_at);
ALTER SEQUENCE ledger_entry_id_seq OWNED BY ledger_entry.id;
INSERT INTO partition_plan (parent, time_column) VALUES ('ledger_entry', 'created_at');
SELECT partition_adopt('ledger_entry', 'ledger_entry_old');
DROP TABLE ledger_entry_old;
ALTER TABLE ledger_entry ADD PRIMARY KEY (transaction_id, account_id, created_at);
CREATE INDEX ledger_entry_account ON ledger_entry (account_id, id);
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  REFERENCING NEW TABLE AS inserted_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_inserted_balanced();

-- ledger_post: the key is claimed in ledger_key (same ON CONFLICT as before, on the key table);
-- a replay reads its transaction in its own month.
CREATE OR REPLACE FUNCTION ledger_post(p_merchant_id bigint, p_key text, p_hash text, p_kind text,
  p_reference text, p_memo text, p_accounts bigint[], p_amounts bigint[], p_releases bigint[])
RETURNS TABLE(transaction_id bigint, is_replay boolean, account_id bigint, amount_minor bigint,
  balance_after_minor bigint, available_after_minor bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account record;
  v_locked integer := 0;
  v_index integer;
  v_short_available bigint;
  v_tx bigint;
  v_at timestamptz;
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
    INSERT INTO ledger_key AS k (merchant_id, idempotency_key, transaction_id, created_at)
    VALUES (p_merchant_id, p_key, nextval('ledger_transaction_id_seq'), now())
    ON CONFLICT ON CONSTRAINT ledger_transaction_key DO NOTHING
    RETURNING k.transaction_id INTO v_tx;
    IF v_tx IS NOT NULL THEN
      INSERT INTO ledger_transaction (id, merchant_id, idempotency_key, request_hash, kind, reference, memo,
        created_at)
      VALUES (v_tx, p_merchant_id, p_key, p_hash, p_kind, p_reference, p_memo, now());
    END IF;
  END IF;

  IF v_tx IS NULL THEN
    -- The key is taken (or money is short): a retry of the same request gets its first result.
    SELECT k.transaction_id, k.created_at INTO v_tx, v_at FROM ledger_key k
    WHERE k.merchant_id = p_merchant_id AND k.idempotency_key = p_key;
    IF v_tx IS NOT NULL THEN
      SELECT t.request_hash INTO v_hash FROM ledger_transaction t WHERE t.id = v_tx AND t.created_at = v_at;
    END IF;
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
