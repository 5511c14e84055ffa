import type { TSecretPurpose } from './seal-secret.js';

/** A column holding sealed values: its table, primary key, purpose, and which rows must stay sealed. */
export type TSecretColumn = {
  table: string;
  key: string;
  column: string;
  purpose: TSecretPurpose;
  /** SQL over the row: only these rows hold a secret (a revealed lottery seed is public and kept in clear). */
  onlyWhere?: string;
};

/**
 * Every stored secret. A new secret column is added here (and given a NOT VALID sealed check in its
 * migration), so the first start seals what was plain and `secrets:rotate` re-wraps it.
 */
export const SECRET_COLUMNS: readonly TSecretColumn[] = [
  { table: 'merchant_payload_key', key: 'kid', column: 'private_key', purpose: 'payload-private-key' },
  { table: 'member', key: 'id', column: 'totp_secret', purpose: 'member-totp' },
  { table: 'member', key: 'id', column: 'totp_pending_secret', purpose: 'member-totp' },
  { table: 'operator', key: 'id', column: 'totp_secret', purpose: 'operator-totp' },
  { table: 'vendor_integration', key: 'id', column: 'hmac_secret', purpose: 'vendor-hmac' },
  { table: 'inhouse_operator', key: 'merchant_code', column: 'secret', purpose: 'inhouse-vendor-secret' },
  { table: 'payment_method', key: 'id', column: 'gateway_secret', purpose: 'gateway-secret' },
  { table: 'sandbox_psp_order', key: 'id', column: 'secret', purpose: 'sandbox-psp-secret' },
  { table: 'live_chat_signing_key', key: 'id', column: 'secret', purpose: 'live-chat-signing-key' },
  {
    table: 'lottery_issue_seed',
    key: 'issue_id',
    column: 'server_seed',
    purpose: 'lottery-seed',
    onlyWhere: 'revealed_at IS NULL',
  },
];
