import { PROTECTION_LIMIT_KINDS, type TProtectionLimit, type TProtectionLimits } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { LIMIT_SLOTS, limitKeyOf, limitStateAt, readLimitRows, readLimitUsage } from './limits.queries.js';

/** GET PROTECTION_LIMITS_PATH: every kind × period with its usage and waiting change, the allowance per kind. */
export async function readProtectionLimits(db: TDb, memberId: bigint): Promise<TProtectionLimits> {
  const rows = await readLimitRows(db, memberId);
  const { at, usage } = await readLimitUsage(db, memberId);
  const limits: TProtectionLimit[] = LIMIT_SLOTS.map(({ kind, period }) => {
    const state = limitStateAt(rows.get(limitKeyOf(kind, period)), at);
    const used = usage[period][kind];
    const remaining = state.amount === null ? null : state.amount > used ? state.amount - used : 0n;
    return {
      kind,
      period,
      amount: state.amount === null ? null : Number(state.amount),
      used: Number(used),
      remaining: remaining === null ? null : Number(remaining),
      pending: state.pending && {
        amount: state.pending.amount === null ? null : Number(state.pending.amount),
        effectiveAt: state.pending.effectiveAt.toISOString(),
      },
    };
  });
  const allowanceOf = (kind: (typeof PROTECTION_LIMIT_KINDS)[number]) => {
    const remaining = limits.filter((l) => l.kind === kind && l.remaining !== null).map((l) => l.remaining!);
    return remaining.length === 0 ? null : Math.min(...remaining);
  };
  const prompt = await db
    .selectFrom('protection_limit_prompt')
    .select('answer')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    limits,
    allowance: { deposit: allowanceOf('deposit'), loss: allowanceOf('loss'), wager: allowanceOf('wager') },
    isPromptDue: prompt === undefined,
  };
}
