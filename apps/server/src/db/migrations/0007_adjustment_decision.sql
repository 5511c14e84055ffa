-- A rejected adjustment keeps why and by whom on its own row (the operator list shows it), not only in the
-- audit log. approved_by stays for the second operator who applied one.
ALTER TABLE balance_adjustment
  ADD COLUMN rejected_by bigint REFERENCES operator (id),
  ADD COLUMN rejection_reason text,
  ADD CONSTRAINT balance_adjustment_rejection CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL));
