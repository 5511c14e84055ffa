import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { activeKeyring, type TKeyring } from './keyring.js';
import { resealSecret, SEALED_PREFIX } from './seal-secret.js';
import { SECRET_TABLES, type TSecretTable } from './secret-columns.js';

export const RESEAL_BATCH_SIZE = 500;

export type TResealReport = Array<{ table: string; resealed: number }>;
type TResealOptions = {
  keyring?: TKeyring;
  batchSize?: number;
  /** Only the values still plain (the first start after migration 0027), not those under an older KEK. */
  isPlainOnly?: boolean;
  onBatch?: (table: TSecretTable, resealed: number) => void;
};
type TRow = { key: string; [column: string]: string | null };

/** Whether a column of the row still needs work: plain, or (unless plain only) under another KEK. */
function isStale(column: string, keyring: TKeyring, isPlainOnly = false): RawBuilder<boolean> {
  const ref = sql.ref(column);
  const plain = sql`${ref} NOT LIKE ${`${SEALED_PREFIX}%`}`;
  const stale = isPlainOnly ? plain : sql`(${plain} OR split_part(${ref}, ':', 2) <> ${keyring.current.id})`;
  return sql<boolean>`(${ref} IS NOT NULL AND ${stale})`;
}

/** The rows of `target` with a column not yet wrapped by the current KEK (or only plain ones), a batch. */
async function staleRows(db: TDb, target: TSecretTable, keyring: TKeyring, options: TResealOptions) {
  const columns = target.columns.map(({ column }) => sql`${sql.ref(column)}`);
  const anyStale = sql.join(
    target.columns.map(({ column }) => isStale(column, keyring, options.isPlainOnly)),
    sql` OR `,
  );
  const extra = target.onlyWhere ? sql`AND ${sql.raw(target.onlyWhere)}` : sql``;
  const result = await sql<TRow>`
    SELECT ${sql.ref(target.key)}::text AS key, ${sql.join(columns)} FROM ${sql.table(target.table)}
    WHERE (${anyStale}) ${extra}
    LIMIT ${options.batchSize ?? RESEAL_BATCH_SIZE}`.execute(db);
  return result.rows;
}

/** Rewrites the row's secret columns together (a row's checks see all of them), if it still holds what was read. */
async function rewriteRow(
  trx: TDb,
  target: TSecretTable,
  row: TRow,
  keyring: TKeyring,
  isPlainOnly = false,
): Promise<boolean> {
  const next = (column: string, purpose: (typeof target.columns)[number]['purpose']) => {
    const value = row[column];
    if (value === null || value === undefined) return null;
    return isPlainOnly && value.startsWith(SEALED_PREFIX) ? value : resealSecret(purpose, value, keyring);
  };
  const sets = target.columns.map(
    ({ column, purpose }) => sql`${sql.ref(column)} = ${next(column, purpose)}`,
  );
  const unchanged = target.columns.map(
    ({ column }) => sql`${sql.ref(column)} IS NOT DISTINCT FROM ${row[column]}`,
  );
  const result = await sql`
    UPDATE ${sql.table(target.table)} SET ${sql.join(sets)}
    WHERE ${sql.ref(target.key)} = ${row.key} AND ${sql.join(unchanged, sql` AND `)}`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Brings every stored secret under the current KEK, a batch per transaction: plain values are sealed, values
 * under an older KEK get their data key re-wrapped. Each row is rewritten only if it still holds what was read,
 * so it runs beside live servers; it can stop anywhere and run again (rows already current are not selected).
 * A value that does not open (its KEK is missing) stops it with SecretOpenError, before that batch is written.
 */
export async function resealSecrets(db: TDb, options: TResealOptions = {}): Promise<TResealReport> {
  const keyring = options.keyring ?? activeKeyring();
  const report: TResealReport = [];
  for (const target of SECRET_TABLES) {
    let resealed = 0;
    for (let idleBatches = 0; ;) {
      const rows = await staleRows(db, target, keyring, options);
      if (rows.length === 0) break;
      const written = await db.transaction().execute(async (trx) => {
        let count = 0;
        for (const row of rows) if (await rewriteRow(trx, target, row, keyring, options.isPlainOnly)) count++;
        return count;
      });
      // A row changed under us is read again by the next batch; batches that change nothing would loop.
      idleBatches = written === 0 ? idleBatches + 1 : 0;
      if (idleBatches > 3) throw new Error(`resealing ${target.table} makes no progress`);
      resealed += written;
      options.onBatch?.(target, written);
    }
    report.push({ table: target.table, resealed });
  }
  return report;
}

/**
 * The first start after migration 0027 seals the secrets stored plain before it, once (secrets_state), so
 * later starts do not scan the tables.
 */
export async function sealPlainSecretsOnce(db: TDb, log: (msg: string) => void = () => {}): Promise<void> {
  const state = await db.selectFrom('secrets_state').select('plain_sealed_at').executeTakeFirst();
  if (!state || state.plain_sealed_at) return;
  const report = await resealSecrets(db, { isPlainOnly: true });
  const total = report.reduce((sum, r) => sum + r.resealed, 0);
  if (total > 0) log(`sealed the secrets of ${total} rows stored in clear before migration 0027`);
  await db.updateTable('secrets_state').set({ plain_sealed_at: new Date() }).where('id', '=', 1).execute();
}
