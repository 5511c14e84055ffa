import type { TCashbackClaimPage, TOpsCashbackClaimPage } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { toCashbackClaim } from './cashback.queries.js';

type TPageQuery = { page: number; pageSize: number };

/** The member's own claims, newest first. */
export async function listMemberCashbackClaims(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
  query: TPageQuery,
): Promise<TCashbackClaimPage> {
  const base = db
    .selectFrom('cashback_claim')
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('window_to', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCashbackClaim), total: Number(count.total), ...query };
}

/** Every claim of a merchant (optionally one member's, by username), newest first: the operator's list. */
export async function listMerchantCashbackClaims(
  db: TDb,
  merchantId: bigint,
  query: TPageQuery & { username?: string },
): Promise<TOpsCashbackClaimPage> {
  let base = db
    .selectFrom('cashback_claim as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .where('c.merchant_id', '=', merchantId);
  if (query.username) base = base.where(sql`lower(m.username)`, '=', query.username.toLowerCase());
  const [rows, count] = await Promise.all([
    base
      .selectAll('c')
      .select('m.username')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      ...toCashbackClaim(row),
      memberId: String(row.member_id),
      username: row.username,
    })),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
