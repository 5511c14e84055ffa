-- Secrets at rest (docs/security.md "Secrets at rest"): every stored secret becomes a sealed value
-- "sealed1:<kekId>:<wrapped data key>:<ciphertext>" (platform/secrets). SQL cannot encrypt with the KEK, so the
-- server seals the values that are still plain when it opens the database (platform/secrets/reseal-secrets.ts)
-- and marks it done here. The checks are NOT VALID: they refuse any new plain write at once, and leave the
-- rows written before this migration to that first start.

CREATE TABLE secrets_state (
  id                smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Set when the first start after this migration has sealed every plain value.
  plain_sealed_at   timestamptz
);
INSERT INTO secrets_state (id) VALUES (1);

-- The live-chat HMAC key was raw bytes: it becomes base64 text, then sealed like the others.
ALTER TABLE live_chat_signing_key DROP CONSTRAINT live_chat_signing_key_secret_check;
ALTER TABLE live_chat_signing_key ALTER COLUMN secret TYPE text USING encode(secret, 'base64');

ALTER TABLE merchant_payload_key ADD CONSTRAINT merchant_payload_key_private_key_sealed
  CHECK (private_key LIKE 'sealed1:%') NOT VALID;
-- One check per column: the first start seals one column at a time.
ALTER TABLE member ADD CONSTRAINT member_totp_secret_sealed CHECK (totp_secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE member ADD CONSTRAINT member_totp_pending_secret_sealed
  CHECK (totp_pending_secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE operator ADD CONSTRAINT operator_totp_sealed CHECK (totp_secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE vendor_integration ADD CONSTRAINT vendor_integration_hmac_sealed
  CHECK (hmac_secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE inhouse_operator ADD CONSTRAINT inhouse_operator_secret_sealed CHECK (secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE payment_method ADD CONSTRAINT payment_method_gateway_secret_sealed
  CHECK (gateway_secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE sandbox_psp_order ADD CONSTRAINT sandbox_psp_order_secret_sealed
  CHECK (secret LIKE 'sealed1:%') NOT VALID;
ALTER TABLE live_chat_signing_key ADD CONSTRAINT live_chat_signing_key_secret_sealed
  CHECK (secret LIKE 'sealed1:%') NOT VALID;
-- A fast game's seed is sealed until its draw; the draw stores the revealed seed in clear (it is public then).
ALTER TABLE lottery_issue_seed ADD CONSTRAINT lottery_issue_seed_sealed_until_revealed
  CHECK (revealed_at IS NOT NULL OR server_seed LIKE 'sealed1:%') NOT VALID;
