import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_LIMIT_PERIODS,
  type TProtectionLimitKind,
  type TProtectionLimitPeriod,
} from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TProtectionLimitTable } from '../../../db/tables/protection-limits.js';

export type TLimitRow = Selectable<TProtectionLimitTable>;
export type TLimitUsage = Record<TProtectionLimitPeriod, Record<TProtectionLimitKind, bigint>>;

/** One kind and period as it stands at `at`: the amount in force and the change still waiting. */
export type TLimitState = {
  amount: bigint | null;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
};

/** The waiting change is in force once its time has come (as protection_limit_amount in migration 0047). */
export function limitStateAt(row: TLimitRow | undefined, at: Date): TLimitState {
  if (!row) return { amount: null, pending: null };
  const waits = row.pending_effective_at;
  if (waits === null) return { amount: row.amount_minor, pending: null };
  if (waits <= at) return { amount: row.pending_amount_minor, pending: null };
  return { amount: row.amount_minor, pending: { amount: row.pending_amount_minor, effectiveAt: waits } };
}

export const limitKeyOf = (kind: TProtectionLimitKind, period: TProtectionLimitPeriod) => `${kind}:${period}`;

/** The member's limit rows by kind:period (no row: no limit and nothing waiting). */
export async function readLimitRows(db: TDb, memberId: bigint): Promise<Map<string, TLimitRow>> {
  const rows = await db
    .selectFrom('protection_limit')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  return new Map(rows.map((row) => [limitKeyOf(row.kind, row.period), row]));
}

/** What each rolling window ending now has counted (protection_limit_usage, migration 0047). */
export async function readLimitUsage(db: TDb, memberId: bigint): Promise<{ at: Date; usage: TLimitUsage }> {
  const { rows } = await sql<{
    at: Date;
    period: TProtectionLimitPeriod;
    deposit_minor: bigint;
    wager_minor: bigint;
    loss_minor: bigint;
  }>`SELECT now() AS at, u.* FROM protection_limit_usage(${memberId}, now()) u`.execute(db);
  const zero = () => ({ deposit: 0n, loss: 0n, wager: 0n });
  const usage = Object.fromEntries(PROTECTION_LIMIT_PERIODS.map((p) => [p, zero()])) as TLimitUsage;
  for (const row of rows)
    usage[row.period] = { deposit: row.deposit_minor, loss: row.loss_minor, wager: row.wager_minor };
  return { at: rows[0]?.at ?? new Date(), usage };
}

/** Every kind × period in the contract's order. */
export const LIMIT_SLOTS = PROTECTION_LIMIT_KINDS.flatMap((kind) =>
  PROTECTION_LIMIT_PERIODS.map((period) => ({ kind, period })),
);
