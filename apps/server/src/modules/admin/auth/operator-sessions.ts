import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { newSessionToken } from '../../../platform/auth/session-token.js';

/** A session ends after this long without a request, whatever its absolute lifetime. */
export const OPERATOR_IDLE_TIMEOUT_MINUTES = 30;

/** The operator behind a live session, as the routes see it. */
export type TOperatorPrincipal = {
  id: bigint;
  username: string;
  role: string;
  /** null: every merchant. */
  merchantIds: bigint[] | null;
  tokenHash: Buffer;
  expiresAt: Date;
};

export function toMerchantIds(stored: string[] | null): bigint[] | null {
  return stored === null ? null : stored.map((id) => BigInt(id));
}

/** Opens a session; the token is answered once and only its hash is kept. */
export async function openOperatorSession(
  db: TDb,
  input: { operatorId: bigint; lifetimeHours: number; ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSessionToken();
  const row = await db
    .insertInto('operator_session')
    .values({
      token_hash: tokenHash,
      operator_id: input.operatorId,
      expires_at: sql<Date>`now() + make_interval(hours => ${input.lifetimeHours})`,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at };
}

/**
 * The principal of a live session (not expired, not idle, operator not disabled), marking it as just used.
 * Checking and touching in one statement means two processes never disagree about a session.
 */
export async function touchOperatorSession(
  db: TDb,
  tokenHash: Buffer,
): Promise<TOperatorPrincipal | undefined> {
  const row = await db
    .updateTable('operator_session')
    .from('operator')
    .set({ last_seen_at: sql`now()` })
    .whereRef('operator.id', '=', 'operator_session.operator_id')
    .where('operator_session.token_hash', '=', tokenHash)
    .where('operator.is_disabled', '=', false)
    .where('operator_session.expires_at', '>', sql<Date>`now()`)
    .where(
      'operator_session.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${OPERATOR_IDLE_TIMEOUT_MINUTES})`,
    )
    .returning([
      'operator.id',
      'operator.username',
      'operator.role',
      'operator.merchant_ids',
      'operator_session.expires_at',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    merchantIds: toMerchantIds(row.merchant_ids),
    tokenHash,
    expiresAt: row.expires_at,
  };
}

/**
 * The principals of those sessions that are still live (same rules as touchOperatorSession), keyed by the
 * token hash in hex, without marking them used: a connection checking its session is not the operator's
 * activity, so an open screen does not keep an idle session alive.
 */
export async function findLiveOperatorSessions(
  db: TDb,
  tokenHashes: readonly Buffer[],
): Promise<Map<string, TOperatorPrincipal>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('operator_session')
    .innerJoin('operator', 'operator.id', 'operator_session.operator_id')
    .select([
      'operator_session.token_hash',
      'operator.id',
      'operator.username',
      'operator.role',
      'operator.merchant_ids',
      'operator_session.expires_at',
    ])
    .where('operator_session.token_hash', 'in', [...tokenHashes])
    .where('operator.is_disabled', '=', false)
    .where('operator_session.expires_at', '>', sql<Date>`now()`)
    .where(
      'operator_session.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${OPERATOR_IDLE_TIMEOUT_MINUTES})`,
    )
    .execute();
  return new Map(
    rows.map((row) => [
      row.token_hash.toString('hex'),
      {
        id: row.id,
        username: row.username,
        role: row.role,
        merchantIds: toMerchantIds(row.merchant_ids),
        tokenHash: row.token_hash,
        expiresAt: row.expires_at,
      },
    ]),
  );
}

export async function closeOperatorSession(db: TDb, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('operator_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an operator (disable, password change). */
export async function closeAllOperatorSessions(db: TDb, operatorId: bigint): Promise<number> {
  const result = await db
    .deleteFrom('operator_session')
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
