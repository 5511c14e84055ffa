-- Dual control, daily totals for withdrawals and manual deposits (issue 15; docs/operators.md, "Dual control").
-- Without them one operator could approve and pay many withdrawals, or credit many manual deposits, each just
-- under the single-operator limit. The defaults are the daily adjustment default (50 000 000, five times the
-- single limits): as strict as the rule already in place; an owner changes them through the PUT.
ALTER TABLE merchant_dual_control
  -- The most one operator may pay alone per UTC day in withdrawals it also approved; past it the next
  -- withdrawal that operator approved is paid by another one.
  ADD COLUMN withdrawal_daily_single_max_minor bigint NOT NULL DEFAULT 50000000
    CHECK (withdrawal_daily_single_max_minor >= 0),
  -- The most one operator may credit alone per UTC day in manual deposits (one approval); past it the next
  -- deposit that operator approves waits for a second, different one.
  ADD COLUMN deposit_daily_single_max_minor bigint NOT NULL DEFAULT 50000000
    CHECK (deposit_daily_single_max_minor >= 0);

-- Why a manual deposit waits for a second operator: its own amount, or the first approver's daily total
-- credited alone. Set with first_approved_by and kept: a deposit put on the two-operator path stays on it even
-- if the limits are raised before the second approval (the first approver can never credit it: the
-- deposit_two_operators check of 0023 would refuse the row anyway).
ALTER TABLE deposit
  ADD COLUMN first_approval_rule text CHECK (first_approval_rule IN ('AMOUNT', 'DAILY_TOTAL'));
UPDATE deposit SET first_approval_rule = 'AMOUNT' WHERE first_approved_by IS NOT NULL;
ALTER TABLE deposit
  ADD CONSTRAINT deposit_first_approval_rule
    CHECK ((first_approval_rule IS NULL) = (first_approved_by IS NULL));

-- The daily sums, per (merchant, operator) from the start of the UTC day:
-- withdrawals paid by the operator who approved them ("alone"; paid_at is set once, by the payment) ...
-- (IS NOT DISTINCT FROM, not =: the planner folds `approved_by = paid_by AND paid_by = $1` into one
-- equivalence class and then cannot prove a `=` predicate, so the index would never be used; the query
-- spells the predicate the same way.)
CREATE INDEX withdrawal_paid_alone ON withdrawal (merchant_id, paid_by, paid_at)
  WHERE paid_by IS NOT NULL AND approved_by IS NOT DISTINCT FROM paid_by;
-- ... and manual deposits credited by one approval (reviewed_by on a CREDITED row is only ever set by an
-- operator's approval of a MANUAL_BANK deposit; CREDITED is final, so updated_at is the time of the credit).
CREATE INDEX deposit_credited_alone ON deposit (merchant_id, reviewed_by, updated_at)
  WHERE status = 'CREDITED' AND reviewed_by IS NOT NULL AND first_approved_by IS NULL;
