-- Wallet: the double-entry ledger, holds, vendors' wallets, deposits, withdrawals, line transfers,
-- operator adjustments and stored proof files. See docs/ledger.md for the design.

-- How a vendor (vassalage) talks to a merchant's wallet; the catalogue rows stay in game_vendor. The games
-- issue adds the vendor API on top of these columns.
CREATE TABLE vendor_integration (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  vassalage text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  display_name text NOT NULL,
  -- SEAMLESS: the vendor debits and credits our main wallet; TRANSFER: it keeps its own balance, which the
  -- member fills and empties with GCS_walletTransfer.
  wallet_mode text NOT NULL CHECK (wallet_mode IN ('SEAMLESS', 'TRANSFER')),
  hmac_secret text NOT NULL,
  ip_allow_list text[] NOT NULL DEFAULT '{}',
  launch_url text,
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vendor_integration_vassalage UNIQUE (merchant_id, vassalage)
);

-- One row per member wallet and currency, and per system account shard. The balance is the sum of the
-- account's entries (the auditor checks it); held is what pending holds reserve.
CREATE TABLE ledger_account (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id bigint REFERENCES member (id),
  -- Member accounts: MAIN or a vendor code. System accounts: their kind.
  wallet_code text NOT NULL,
  system_kind text CHECK (system_kind IN ('HOUSE', 'GATEWAY_CLEARING', 'BONUS', 'AGENT_PAYOUT', 'ADJUSTMENT', 'WITHDRAWAL_PAYOUT', 'VENDOR_TRANSFER')),
  shard smallint NOT NULL DEFAULT 0,
  currency char(3) NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0,
  held_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_account_owner CHECK ((member_id IS NULL) = (system_kind IS NOT NULL)),
  -- The floor every member balance keeps, whatever the code does: nothing below zero, holds covered.
  CONSTRAINT ledger_member_balance_not_negative CHECK (
    member_id IS NULL OR (held_minor >= 0 AND balance_minor >= held_minor)
  ),
  CONSTRAINT ledger_system_held_zero CHECK (member_id IS NOT NULL OR held_minor = 0)
);
CREATE UNIQUE INDEX ledger_account_member_wallet ON ledger_account (member_id, wallet_code, currency)
  WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_account_system_shard ON ledger_account (merchant_id, system_kind, currency, shard)
  WHERE member_id IS NULL;

CREATE TABLE ledger_transaction (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  idempotency_key text NOT NULL,
  -- SHA-256 of the canonical request: the same key with another request is refused, never applied.
  request_hash text NOT NULL,
  kind text NOT NULL,
  reference text,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transaction_key UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_entry (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transaction (id),
  account_id bigint NOT NULL REFERENCES ledger_account (id),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entry_transaction ON ledger_entry (transaction_id);
CREATE INDEX ledger_entry_account ON ledger_entry (account_id, id);

-- Two-phase money: reserved now, later posted (fully or partly) or voided.
CREATE TABLE ledger_hold (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  account_id bigint NOT NULL REFERENCES ledger_account (id),
  idempotency_key text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'POSTED', 'VOIDED')),
  posted_minor bigint NOT NULL DEFAULT 0,
  posted_transaction_id bigint REFERENCES ledger_transaction (id),
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT ledger_hold_key UNIQUE (merchant_id, idempotency_key),
  CONSTRAINT ledger_hold_posted_range CHECK (posted_minor >= 0 AND posted_minor <= amount_minor)
);
CREATE INDEX ledger_hold_pending ON ledger_hold (account_id) WHERE status = 'PENDING';

-- Entries and transactions are history: corrections are new transactions, never edits.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transaction_no_truncate BEFORE TRUNCATE ON ledger_transaction
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Checked at commit, once every entry of the transaction is in: its entries sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum(amount_minor) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero (%)', NEW.transaction_id, total
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- What the auditor found each time it ran (it reports; it never fixes).
CREATE TABLE ledger_audit_run (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  is_clean boolean,
  report jsonb NOT NULL DEFAULT '{}'
);

-- Uploaded proof images, kept in the store of record so every server process can read them.
CREATE TABLE stored_file (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id bigint REFERENCES member (id),
  purpose text NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_method (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  display_name text NOT NULL,
  gateway text NOT NULL CHECK (gateway IN ('SANDBOX', 'MANUAL_BANK')),
  min_minor bigint NOT NULL CHECK (min_minor > 0),
  max_minor bigint NOT NULL,
  daily_max_minor bigint NOT NULL,
  -- MANUAL_BANK: bankName, accountName, accountNumber, branch. SANDBOX: nothing the member sees.
  bank_details jsonb,
  -- The secret the gateway signs its callbacks with (sandbox); never answered to members.
  gateway_secret text,
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_method_code UNIQUE (merchant_id, code),
  CONSTRAINT payment_method_limits CHECK (max_minor >= min_minor AND daily_max_minor >= max_minor)
);

CREATE TABLE deposit (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id bigint NOT NULL REFERENCES member (id),
  method_id bigint NOT NULL REFERENCES payment_method (id),
  request_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'CREATED'
    CHECK (status IN ('CREATED', 'PENDING_REVIEW', 'CREDITED', 'FAILED', 'REJECTED', 'EXPIRED')),
  -- The gateway's own order reference (sandbox), for callbacks.
  gateway_order_id text UNIQUE,
  proof_file_id bigint REFERENCES stored_file (id),
  ledger_transaction_id bigint REFERENCES ledger_transaction (id),
  reason text,
  reviewed_by bigint REFERENCES operator (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CONSTRAINT deposit_request UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_queue ON deposit (merchant_id, status, created_at);
CREATE INDEX deposit_member ON deposit (member_id, created_at DESC);

-- Every callback the gateway sent, as received (duplicates and failures included), for support and audit.
CREATE TABLE deposit_callback (
  id bigserial PRIMARY KEY,
  deposit_id bigint REFERENCES deposit (id),
  gateway_order_id text,
  event_id text,
  status text,
  is_signature_valid boolean NOT NULL,
  outcome text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_bank_account (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES member (id),
  bank_name text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  branch text,
  is_removed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_bank_account_number ON member_bank_account (member_id, account_number)
  WHERE NOT is_removed;

CREATE TABLE withdrawal (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id bigint NOT NULL REFERENCES member (id),
  bank_account_id bigint NOT NULL REFERENCES member_bank_account (id),
  request_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'REQUESTED'
    CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED', 'PAID', 'CONFIRMED', 'AUTO_RECEIVED', 'DISPUTED')),
  hold_id bigint NOT NULL REFERENCES ledger_hold (id),
  received_minor bigint NOT NULL DEFAULT 0,
  proof_file_id bigint REFERENCES stored_file (id),
  reason text,
  approved_by bigint REFERENCES operator (id),
  paid_by bigint REFERENCES operator (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  confirmed_at timestamptz,
  CONSTRAINT withdrawal_request UNIQUE (member_id, request_id),
  CONSTRAINT withdrawal_received_range CHECK (received_minor >= 0 AND received_minor <= amount_minor)
);
CREATE INDEX withdrawal_queue ON withdrawal (merchant_id, status, created_at);
CREATE INDEX withdrawal_member ON withdrawal (member_id, created_at DESC);
CREATE INDEX withdrawal_awaiting ON withdrawal (paid_at) WHERE status = 'PAID';

-- Operator corrections; above the merchant threshold a second operator approves before money moves.
CREATE TABLE balance_adjustment (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id bigint NOT NULL REFERENCES member (id),
  wallet_code text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  reason text NOT NULL,
  request_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'APPLIED', 'REJECTED')),
  requested_by bigint NOT NULL REFERENCES operator (id),
  approved_by bigint REFERENCES operator (id),
  ledger_transaction_id bigint REFERENCES ledger_transaction (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT balance_adjustment_request UNIQUE (merchant_id, request_id),
  CONSTRAINT balance_adjustment_two_operators CHECK (approved_by IS NULL OR approved_by <> requested_by)
);

-- The sandbox payment gateway's own books: it plays an outside PSP (hosted page, signed callbacks, retries),
-- so it keeps its orders apart from our deposits and talks to us only through the callback URL.
CREATE TABLE sandbox_psp_order (
  id text PRIMARY KEY,
  merchant_order_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  callback_url text NOT NULL,
  return_url text,
  secret text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'PAID', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
