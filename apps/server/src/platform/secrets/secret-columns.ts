import type { TSecretPurpose } from './seal-secret.js';

/** A table holding sealed values: its primary key, its secret columns, and which rows must stay sealed. */
export type TSecretTable = {
  table: string;
  key: string;
  columns: ReadonlyArray<{ column: string; purpose: TSecretPurpose }>;
  /** SQL over the row: only these rows hold a secret (a revealed lottery seed is public and kept in clear). */
  onlyWhere?: string;
};

/**
 * Every stored secret. A new secret column is added here (and given a NOT VALID sealed check in its
 * migration), so the first start seals what was plain and `secrets:rotate` re-wraps it.
 */
export const SECRET_TABLES: readonly TSecretTable[] = [
  {
    table: 'merchant_payload_key',
    key: 'kid',
    columns: [{ column: 'private_key', purpose: 'payload-private-key' }],
  },
  {
    table: 'member',
    key: 'id',
    columns: [
      { column: 'totp_secret', purpose: 'member-totp' },
      { column: 'totp_pending_secret', purpose: 'member-totp' },
    ],
  },
  { table: 'operator', key: 'id', columns: [{ column: 'totp_secret', purpose: 'operator-totp' }] },
  {
    table: 'operator_totp_enrolment',
    key: 'operator_id',
    columns: [{ column: 'secret', purpose: 'operator-totp' }],
  },
  { table: 'vendor_integration', key: 'id', columns: [{ column: 'hmac_secret', purpose: 'vendor-hmac' }] },
  {
    table: 'inhouse_operator',
    key: 'merchant_code',
    columns: [{ column: 'secret', purpose: 'inhouse-vendor-secret' }],
  },
  { table: 'payment_method', key: 'id', columns: [{ column: 'gateway_secret', purpose: 'gateway-secret' }] },
  { table: 'sandbox_psp_order', key: 'id', columns: [{ column: 'secret', purpose: 'sandbox-psp-secret' }] },
  {
    table: 'live_chat_signing_key',
    key: 'id',
    columns: [{ column: 'secret', purpose: 'live-chat-signing-key' }],
  },
  {
    table: 'lottery_issue_seed',
    key: 'issue_id',
    columns: [{ column: 'server_seed', purpose: 'lottery-seed' }],
    onlyWhere: 'revealed_at IS NULL',
  },
];

/** The same, one entry per column. */
export const SECRET_COLUMNS = SECRET_TABLES.flatMap(({ columns, ...table }) =>
  columns.map((column) => ({ ...table, ...column })),
);
