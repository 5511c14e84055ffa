-- Every bet and win wrote a row whose foreign key to merchant took FOR KEY SHARE on the merchant's one row:
-- with every player of a merchant betting at once, that row became a lock every bet queued on (the ledger
-- tables dropped the same keys in 0006 for the same reason; docs/performance.md). Merchants and members are
-- never deleted while they hold money, so the keys guarded nothing the ledger does not already guard.
ALTER TABLE bet_round DROP CONSTRAINT bet_round_merchant_id_fkey;
ALTER TABLE bet_round DROP CONSTRAINT bet_round_member_id_fkey;
ALTER TABLE vendor_transaction DROP CONSTRAINT vendor_transaction_merchant_id_fkey;
