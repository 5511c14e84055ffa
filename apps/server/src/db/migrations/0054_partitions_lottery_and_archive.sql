-- Issue 22, monthly partitions (0052, 0053; docs/scaling.md "Monthly partitions"): lottery_bet, and archiving
-- old months.

-- lottery_bet, by placed_at -------------------------------------------------------------------------------
-- Its slip key (member, slip, index) stays unique across months by the slip's lock in the placement (0053:
-- partition_key_lock('lottery-slip:…'), then the slip's rounds looked up): a bet row is only written with a
-- bet_round that was new, and its id is that round's.
ALTER TABLE lottery_bet RENAME TO lottery_bet_old;
ALTER TABLE lottery_bet_old DROP CONSTRAINT lottery_bet_pkey;
ALTER TABLE lottery_bet_old DROP CONSTRAINT lottery_bet_member_id_slip_id_slip_index_key;
DROP INDEX lottery_bet_issue_open_idx, lottery_bet_member_time_idx, lottery_bet_issue_idx, lottery_bet_won_idx;

CREATE TABLE lottery_bet (LIKE lottery_bet_old INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (placed_at);
INSERT INTO partition_plan (parent, time_column) VALUES ('lottery_bet', 'placed_at');
SELECT partition_adopt('lottery_bet', 'lottery_bet_old');
DROP TABLE lottery_bet_old;
ALTER TABLE lottery_bet ADD PRIMARY KEY (id, placed_at);
CREATE INDEX lottery_bet_slip ON lottery_bet (member_id, slip_id, slip_index);
CREATE INDEX lottery_bet_issue_open_idx ON lottery_bet (issue_id, id) WHERE status = 'OPEN';
CREATE INDEX lottery_bet_member_time_idx ON lottery_bet (member_id, placed_at DESC);
CREATE INDEX lottery_bet_issue_idx ON lottery_bet (issue_id);
CREATE INDEX lottery_bet_won_idx ON lottery_bet (merchant_id, settled_at DESC) WHERE status = 'WON';

-- Archiving -----------------------------------------------------------------------------------------------
-- A month is archived for all five tables at once, oldest first, by `npm run partitions:archive` (cli/): the
-- check below, then ALTER TABLE … DETACH PARTITION … CONCURRENTLY per table (outside a transaction, so it
-- cannot be a function), then a row here per partition. A detached partition is an ordinary table again, to
-- dump and drop.
CREATE TABLE partition_archive (
  partition   text PRIMARY KEY,
  parent      text NOT NULL REFERENCES partition_plan (parent),
  -- The month's first day; NULL for the history partition (everything before the first month).
  month       date,
  upper_bound timestamptz NOT NULL,
  detached_at timestamptz NOT NULL DEFAULT now()
);

-- What an archived month of ledger_entry held per account, so the auditor still finds every balance equal to
-- its entries (those attached plus these) and each balance-after a running sum. Written before the detach.
CREATE TABLE ledger_archived_total (
  partition    text NOT NULL,
  account_id   bigint NOT NULL,
  amount_minor numeric NOT NULL,
  entries      bigint NOT NULL,
  -- The last entry archived: entries after it carry the total in their running balance.
  last_entry_id bigint NOT NULL,
  PRIMARY KEY (partition, account_id)
);
CREATE INDEX ledger_archived_total_account ON ledger_archived_total (account_id, last_entry_id);

-- The end of the archived ledger: postings before it are no longer in ledger_transaction / ledger_entry.
CREATE FUNCTION ledger_archived_before() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(upper_bound), '-infinity') FROM partition_archive WHERE parent = 'ledger_entry'
$$;

-- Checks that the month may be archived and answers its partitions still attached (parent, partition); for
-- ledger_entry, records the month's totals per account first. p_month NULL: the history partition. Refuses
-- (KX409) a month not older than p_keep_months whole months, a month with an OPEN round or an OPEN lottery
-- bet (a win, a rollback or a settlement may still come for it), and a month with an older one still
-- attached (months go oldest first, so the archived ledger ends at one instant).
CREATE FUNCTION partition_archive_prepare(p_month date, p_keep_months integer)
RETURNS TABLE (parent text, partition text, upper_bound timestamptz) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_name text;
  v_upper timestamptz;
  v_plan record;
  v_open bigint;
  v_older text;
BEGIN
  IF p_keep_months IS NULL OR p_keep_months < 1 THEN
    RAISE EXCEPTION 'partition: keep at least one month besides the current one' USING ERRCODE = 'KX409';
  END IF;
  IF p_month IS NOT NULL THEN
    p_month := date_trunc('month', p_month)::date;
    v_upper := partition_month_start((p_month + interval '1 month')::date);
    IF p_month > (date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => p_keep_months
         + 1))::date THEN
      RAISE EXCEPTION 'partition: % is within the last % months kept', to_char(p_month, 'YYYY-MM'), p_keep_months
        USING ERRCODE = 'KX409';
    END IF;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('partition_ensure', 0));

  FOR v_plan IN SELECT pp.parent FROM partition_plan pp ORDER BY pp.parent LOOP
    v_name := v_plan.parent || CASE WHEN p_month IS NULL THEN '_history' ELSE '_p' || to_char(p_month, 'YYYY_MM') END;
    IF to_regclass(v_name) IS NULL OR NOT EXISTS (
      SELECT 1 FROM pg_inherits i WHERE i.inhparent = v_plan.parent::regclass AND i.inhrelid = v_name::regclass) THEN
      CONTINUE;
    END IF;
    IF p_month IS NULL THEN
      SELECT b.upper INTO v_upper FROM (
        SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper
        FROM pg_class c WHERE c.oid = v_name::regclass) b;
    ELSE
      SELECT c.relname INTO v_older FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = v_plan.parent::regclass
        AND (c.relname = v_plan.parent || '_history'
             OR c.relname < v_name AND c.relname LIKE v_plan.parent || '\_p____\___')
      ORDER BY c.relname LIMIT 1;
      IF v_older IS NOT NULL THEN
        RAISE EXCEPTION 'partition: % is still attached; months are archived oldest first', v_older
          USING ERRCODE = 'KX409';
      END IF;
    END IF;
    IF v_plan.parent IN ('bet_round', 'lottery_bet') THEN
      EXECUTE format('SELECT count(*) FROM %I WHERE status = ''OPEN''', v_name) INTO v_open;
      IF v_open > 0 THEN
        RAISE EXCEPTION 'partition: % holds % open %', v_name, v_open,
          CASE v_plan.parent WHEN 'bet_round' THEN 'rounds' ELSE 'lottery bets' END USING ERRCODE = 'KX409';
      END IF;
    END IF;
    parent := v_plan.parent;
    partition := v_name;
    upper_bound := v_upper;
    RETURN NEXT;
  END LOOP;

  v_name := 'ledger_entry' || CASE WHEN p_month IS NULL THEN '_history' ELSE '_p' || to_char(p_month, 'YYYY_MM') END;
  IF to_regclass(v_name) IS NOT NULL AND EXISTS (
    SELECT 1 FROM pg_inherits i WHERE i.inhparent = 'ledger_entry'::regclass AND i.inhrelid = v_name::regclass) THEN
    EXECUTE format('INSERT INTO ledger_archived_total (partition, account_id, amount_minor, entries, last_entry_id)
      SELECT %L, account_id, sum(amount_minor), count(*), max(id) FROM %I GROUP BY account_id
      ON CONFLICT (partition, account_id) DO UPDATE SET amount_minor = EXCLUDED.amount_minor,
        entries = EXCLUDED.entries, last_entry_id = EXCLUDED.last_entry_id', v_name, v_name);
  END IF;
END
$$;
