import {
  PROTECTION_LIMIT_INCREASE_DELAY_HOURS,
  type TProtectionLimitChange,
  type TProtectionLimits,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { limitStateAt, type TLimitState } from './limits.queries.js';
import { readProtectionLimits } from './read-protection-limits.js';

const HOUR_MS = 3_600_000;

export type TLimitOwner = { merchantId: bigint; memberId: bigint };

/** What a change asks of the limit in force: at once (a first limit, a decrease) or after the delay. */
function planOf(
  state: TLimitState,
  wanted: bigint | null,
  now: Date,
): { amount: bigint | null; pending: TLimitState['pending']; effectiveAt: Date } | null {
  const isAtOnce = wanted !== null && (state.amount === null || wanted <= state.amount);
  if (isAtOnce) return { amount: wanted, pending: null, effectiveAt: now };
  if (state.amount === null) {
    // Removing what is not there: nothing changes.
    return state.pending === null ? null : { amount: null, pending: null, effectiveAt: now };
  }
  // The same increase (or removal) asked again keeps its first time rather than starting the wait over.
  if (state.pending && state.pending.amount === wanted) return null;
  const effectiveAt = new Date(now.getTime() + PROTECTION_LIMIT_INCREASE_DELAY_HOURS * HOUR_MS);
  return { amount: state.amount, pending: { amount: wanted, effectiveAt }, effectiveAt };
}

/**
 * PUT PROTECTION_LIMITS_PATH: sets, lowers, raises or removes one limit. A first limit or a decrease applies at
 * once and drops a waiting increase; an increase or a removal waits PROTECTION_LIMIT_INCREASE_DELAY_HOURS
 * (read as in force once its time has come, no job needed). Each change is kept in protection_limit_change.
 */
export async function setProtectionLimit(
  db: TDb,
  owner: TLimitOwner,
  change: TProtectionLimitChange,
  changedBy = 'member',
): Promise<TProtectionLimits> {
  await db.transaction().execute(async (trx) => {
    // One change of a member's limits at a time (the row may not exist yet to lock).
    const key = `protection-limit:${owner.memberId}`;
    const { rows } = await sql<{ now: Date }>`
      SELECT now() AS now, pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const now = rows[0]!.now;
    const where = { member_id: owner.memberId, kind: change.kind, period: change.period };
    const row = await trx
      .selectFrom('protection_limit')
      .selectAll()
      .where('member_id', '=', where.member_id)
      .where('kind', '=', where.kind)
      .where('period', '=', where.period)
      .executeTakeFirst();
    const state = limitStateAt(row, now);
    const wanted = change.amount === null ? null : BigInt(change.amount);
    const plan = planOf(state, wanted, now);
    if (plan) {
      if (plan.amount === null && plan.pending === null) {
        await trx
          .deleteFrom('protection_limit')
          .where('member_id', '=', where.member_id)
          .where('kind', '=', where.kind)
          .where('period', '=', where.period)
          .execute();
      } else {
        const values = {
          amount_minor: plan.amount,
          pending_amount_minor: plan.pending?.amount ?? null,
          pending_effective_at: plan.pending?.effectiveAt ?? null,
          updated_at: now,
        };
        await trx
          .insertInto('protection_limit')
          .values({ ...where, merchant_id: owner.merchantId, ...values })
          .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
          .execute();
      }
      await trx
        .insertInto('protection_limit_change')
        .values({
          ...where,
          merchant_id: owner.merchantId,
          old_amount_minor: state.amount,
          new_amount_minor: wanted,
          effective_at: plan.effectiveAt,
          changed_by: changedBy,
        })
        .execute();
    }
    if (wanted !== null)
      await trx
        .insertInto('protection_limit_prompt')
        .values({ member_id: owner.memberId, merchant_id: owner.merchantId, answer: 'set' })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
  });
  return readProtectionLimits(db, owner.memberId);
}
