-- Agent settlement (issue 17, docs/agent-programme.md "Settlement"). The dividend deducts the team's bonuses
-- and rebates of the period from its net loss: one range read over the few movements of those kinds, not a
-- scan of every ledger transaction.
CREATE INDEX ledger_transaction_cost_idx ON ledger_transaction (merchant_id, created_at)
  WHERE kind = 'BONUS' OR kind LIKE '%REBATE%';

