-- The operator dashboard and the daily reconciliation (issue 20; docs/operators.md, "Dashboard and
-- reconciliation"). Both read the ledger's member legs by merchant, kind and time (ledger_transaction_kind_time_idx,
-- 0032). A closed business day is summed once into the report_day tables (modules/reports/roll-report-days.ts),
-- so a dashboard reads a few rows per past day instead of every bet of the last three months; today is read live.

-- A merchant's business day (a calendar day of its zone; the zone is part of the key, so a changed zone is
-- summed again) once its ledger has been summed. A day with no postings has a row here and none below.
CREATE TABLE report_day (
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  time_zone   text NOT NULL,
  day         date NOT NULL,
  rolled_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, time_zone, day)
);

-- The day's member legs per ledger kind: how many postings, and what members' balances received (negative:
-- gave). Only the kinds the dashboard reads (modules/reports/report-kinds.ts).
CREATE TABLE report_day_kind (
  merchant_id  bigint NOT NULL,
  time_zone    text NOT NULL,
  day          date NOT NULL,
  kind         text NOT NULL,
  postings     bigint NOT NULL,
  member_minor bigint NOT NULL,
  PRIMARY KEY (merchant_id, time_zone, day, kind),
  FOREIGN KEY (merchant_id, time_zone, day) REFERENCES report_day ON DELETE CASCADE
);

-- The members active that day (a bet posted, or a login granted): the day's active members, and a month's
-- counted once.
CREATE TABLE report_day_active (
  merchant_id bigint NOT NULL,
  time_zone   text NOT NULL,
  day         date NOT NULL,
  member_id   bigint NOT NULL,
  PRIMARY KEY (merchant_id, time_zone, day, member_id),
  FOREIGN KEY (merchant_id, time_zone, day) REFERENCES report_day ON DELETE CASCADE
);

-- A merchant's postings by time without the game path (bets, wins, rollbacks, the lottery's). The gateway
-- clearing account is only ever moved by such postings, so its day-by-day movements and its opening balance
-- are read from a few rows per deposit instead of every bet since the report's first day. The predicate is
-- repeated word for word by the query (modules/reports/report-kinds.ts) so the planner can use the index.
CREATE INDEX ledger_transaction_money_time_idx ON ledger_transaction (merchant_id, created_at)
  WHERE kind NOT IN ('BET', 'LOTTERY_BET', 'ROLLBACK', 'LOTTERY_REFUND', 'LOTTERY_CANCEL', 'WIN', 'LOTTERY_PAYOUT');

-- The reconciliation splits credited deposits by payment method: from each DEPOSIT posting to its deposit row.
CREATE INDEX deposit_ledger_transaction_idx ON deposit (ledger_transaction_id)
  WHERE ledger_transaction_id IS NOT NULL;

-- The queue of adjustments waiting for a second operator, counted on every dashboard read.
CREATE INDEX balance_adjustment_pending_idx ON balance_adjustment (merchant_id, created_at)
  WHERE status = 'PENDING_APPROVAL';
