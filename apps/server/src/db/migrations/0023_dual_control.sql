-- Dual control (issue 15): above a merchant's limits no single operator moves money alone. See
-- docs/operators.md, "Dual control". Amounts are the merchant's minor units.
--
-- One row per merchant, always: existing merchants get one here and every new merchant one from the trigger
-- below, so the code never has to guess a default. The defaults are the adjustment threshold's default
-- (10 000 000), strict on purpose: an owner raises them through PUT /ops/merchants/:code/dual-control.
CREATE TABLE merchant_dual_control (
  merchant_id bigint PRIMARY KEY REFERENCES merchant (id) ON DELETE CASCADE,
  -- A withdrawal above this is approved and paid by two different operators.
  withdrawal_single_max_minor bigint NOT NULL DEFAULT 10000000 CHECK (withdrawal_single_max_minor >= 0),
  -- A manual bank deposit above this is approved by two different operators.
  deposit_single_max_minor bigint NOT NULL DEFAULT 10000000 CHECK (deposit_single_max_minor >= 0),
  -- The most one operator may apply alone in manual adjustments per UTC day (sum of absolute amounts);
  -- past it every further adjustment of that operator waits for a second one.
  adjustment_daily_single_max_minor bigint NOT NULL DEFAULT 50000000
    CHECK (adjustment_daily_single_max_minor >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO merchant_dual_control (merchant_id) SELECT id FROM merchant;

CREATE FUNCTION merchant_dual_control_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_dual_control (merchant_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER merchant_dual_control_defaults AFTER INSERT ON merchant
  FOR EACH ROW EXECUTE FUNCTION merchant_dual_control_defaults();

-- A manual deposit above the limit: the first operator's approval waits here for a second, different one
-- (reviewed_by), who credits it. The table itself refuses a credit by the first approver.
ALTER TABLE deposit
  ADD COLUMN first_approved_by bigint REFERENCES operator (id),
  ADD COLUMN first_approved_at timestamptz,
  ADD CONSTRAINT deposit_two_operators
    CHECK (status <> 'CREDITED' OR first_approved_by IS NULL OR reviewed_by IS DISTINCT FROM first_approved_by);

-- Why an adjustment waits for a second operator: its own amount, or the requester's daily total applied
-- alone. NULL exactly when it was applied by its requester alone, which is what the daily total sums.
ALTER TABLE balance_adjustment
  ADD COLUMN approval_rule text CHECK (approval_rule IN ('AMOUNT', 'DAILY_TOTAL'));
UPDATE balance_adjustment SET approval_rule = 'AMOUNT'
  WHERE NOT (status = 'APPLIED' AND approved_by IS NULL);
ALTER TABLE balance_adjustment
  ADD CONSTRAINT balance_adjustment_approval_rule
    CHECK ((approval_rule IS NULL) = (status = 'APPLIED' AND approved_by IS NULL));
CREATE INDEX balance_adjustment_applied_alone ON balance_adjustment (merchant_id, requested_by, decided_at)
  WHERE approval_rule IS NULL;
