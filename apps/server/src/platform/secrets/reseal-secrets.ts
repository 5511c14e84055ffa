import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { activeKeyring, type TKeyring } from './keyring.js';
import { resealSecret, SEALED_PREFIX } from './seal-secret.js';
import { SECRET_COLUMNS, type TSecretColumn } from './secret-columns.js';

export const RESEAL_BATCH_SIZE = 500;

export type TResealReport = Array<{ table: string; column: string; resealed: number }>;
type TResealOptions = {
  keyring?: TKeyring;
  batchSize?: number;
  /** Only the values still plain (the first start after migration 0027), not those under an older KEK. */
  isPlainOnly?: boolean;
  onBatch?: (column: TSecretColumn, resealed: number) => void;
};

/** The rows of `target` not yet wrapped by the current KEK (or only the plain ones), a batch at a time. */
function staleRows(
  db: TDb,
  target: TSecretColumn,
  options: Required<Pick<TResealOptions, 'keyring'>> & TResealOptions,
) {
  const column = sql.ref(target.column);
  const isStale = options.isPlainOnly
    ? sql`${column} NOT LIKE ${`${SEALED_PREFIX}%`}`
    : sql`(${column} NOT LIKE ${`${SEALED_PREFIX}%`} OR split_part(${column}, ':', 2) <> ${options.keyring.current.id})`;
  const extra = target.onlyWhere ? sql`AND ${sql.raw(target.onlyWhere)}` : sql``;
  return sql<{ key: string; value: string }>`
    SELECT ${sql.ref(target.key)}::text AS key, ${column} AS value FROM ${sql.table(target.table)}
    WHERE ${column} IS NOT NULL AND ${isStale} ${extra}
    LIMIT ${options.batchSize ?? RESEAL_BATCH_SIZE}`.execute(db);
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
  for (const target of SECRET_COLUMNS) {
    let resealed = 0;
    for (let idleBatches = 0; ;) {
      const rows = (await staleRows(db, target, { ...options, keyring })).rows;
      if (rows.length === 0) break;
      const updates = rows.map((row) => ({ ...row, next: resealSecret(target.purpose, row.value, keyring) }));
      const written = await db.transaction().execute(async (trx) => {
        let count = 0;
        for (const row of updates) {
          const result = await sql`
            UPDATE ${sql.table(target.table)} SET ${sql.ref(target.column)} = ${row.next}
            WHERE ${sql.ref(target.key)} = ${row.key} AND ${sql.ref(target.column)} = ${row.value}`.execute(
            trx,
          );
          count += Number(result.numAffectedRows ?? 0);
        }
        return count;
      });
      // A row changed under us is read again by the next batch; batches that change nothing would loop.
      idleBatches = written === 0 ? idleBatches + 1 : 0;
      if (idleBatches > 3) throw new Error(`resealing ${target.table}.${target.column} makes no progress`);
      resealed += written;
      options.onBatch?.(target, written);
    }
    report.push({ table: target.table, column: target.column, resealed });
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
  if (total > 0) log(`sealed ${total} secrets stored in clear before migration 0027`);
  await db.updateTable('secrets_state').set({ plain_sealed_at: new Date() }).where('id', '=', 1).execute();
}
