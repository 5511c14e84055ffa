import type { TOpsProtectionLimit, TProtectionLimitKind } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { limitStateAt } from './limits.queries.js';

export type TOpsLimitQuery = {
  memberId?: string;
  username?: string;
  kind?: TProtectionLimitKind;
  page: number;
  pageSize: number;
};

/** `%`, `_` and `\` typed by the operator are literal, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * GET /ops/merchants/:code/protection/limits: the merchant's limits in force or waiting, newest change first,
 * each with the amount in force now and the change still waiting (a removal: pendingAmount null).
 */
export async function listOpsProtectionLimits(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TOpsLimitQuery,
) {
  const merchant = await findMerchantForOperator(db, operator, code);
  let base = db
    .selectFrom('protection_limit as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .where('l.merchant_id', '=', merchant.id)
    // A removal whose time has come leaves a row with nothing in force: not listed.
    .where(
      sql<boolean>`(protection_limit_amount(l.amount_minor, l.pending_amount_minor, l.pending_effective_at, now())
        IS NOT NULL OR l.pending_effective_at > now())`,
    );
  if (query.memberId !== undefined) base = base.where('l.member_id', '=', BigInt(query.memberId));
  if (query.username)
    base = base.where(sql`lower(m.username)`, 'like', `${escapeLike(query.username.toLowerCase())}%`);
  if (query.kind !== undefined) base = base.where('l.kind', '=', query.kind);
  const [{ total }, rows, clock] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('l')
      .select('m.username')
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.member_id')
      .orderBy('l.kind')
      .orderBy('l.period')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    sql<{ now: Date }>`SELECT now() AS now`.execute(db),
  ]);
  const now = clock.rows[0]!.now;
  const list: TOpsProtectionLimit[] = rows.map((row) => {
    const state = limitStateAt(row, now);
    return {
      memberId: row.member_id.toString(),
      username: row.username,
      kind: row.kind,
      period: row.period,
      amount: state.amount === null ? null : Number(state.amount),
      pendingAmount: state.pending?.amount == null ? null : Number(state.pending.amount),
      pendingEffectiveAt: state.pending?.effectiveAt.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    };
  });
  return { list, total: Number(total), page: query.page, pageSize: query.pageSize };
}
