import {
  phoneDigitsOf,
  ZAccountType,
  type TMemberSortField,
  type TOpsMemberPage,
  type TOpsMemberSearchQuery,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { readMainBalances } from '../../ledger/index.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { maskEmail, maskMobile } from '../mask-contact.js';

/** The sort whitelist's columns; usernames sort without regard to case. */
const SORT_EXPRESSIONS: Record<TMemberSortField, ReturnType<typeof sql>> = {
  createdAt: sql`m.created_at`,
  username: sql`lower(m.username)`,
  lastLoginAt: sql`m.last_login_at`,
};

/** `%`, `_` and `\` typed by the operator are literal, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The merchant's members the query's key matches (all of them without q). */
function matching(db: TDb, merchantId: bigint, query: TOpsMemberSearchQuery) {
  const base = db.selectFrom('member as m').where('m.merchant_id', '=', merchantId);
  const { q } = query;
  if (q === undefined) return base;
  switch (query.by) {
    case 'username':
      return base.where(sql`lower(m.username)`, 'like', `${escapeLike(q.toLowerCase())}%`);
    case 'email':
      return base.where(sql`lower(m.email)`, '=', q.toLowerCase());
    case 'phone': {
      // The national number as stored, typed with a trunk 0, or with its dialing code in front (1-4 digits):
      // the IN list keeps the mobile index usable, the OR says which reading matched.
      const digits = phoneDigitsOf(q);
      const national = digits.replace(/^0+/, '');
      const candidates = [digits, national, ...[1, 2, 3, 4].map((n) => digits.slice(n))].filter(Boolean);
      return base
        .where('m.mobile_num', 'in', [...new Set(candidates)])
        .where((eb) =>
          eb.or([
            eb('m.mobile_num', '=', digits),
            eb('m.mobile_num', '=', national),
            eb(sql<string>`m.country_dialing_code || m.mobile_num`, '=', digits),
          ]),
        );
    }
    case 'ip':
      // The registration address, or any address a session was granted from (member_known_ip).
      return base.where('m.id', 'in', (eb) =>
        eb
          .selectFrom('member_known_ip')
          .select('member_id')
          .where('ip', '=', q)
          .union(
            eb
              .selectFrom('member')
              .select('id as member_id')
              .where('merchant_id', '=', merchantId)
              .where('register_ip', '=', q),
          ),
      );
  }
}

/**
 * GET /ops/merchants/:code/members: one page of the merchant's members matching the search, in the whitelisted
 * order (ties by id), with the total and each member's main-wallet balance. Contacts are masked here.
 */
export async function searchMembers(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TOpsMemberSearchQuery,
): Promise<TOpsMemberPage> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const base = matching(db, merchant.id, query);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'm.id',
        'm.username',
        'm.account_type',
        'm.is_disabled',
        'm.member_labels',
        'm.email',
        'm.mobile_num',
        'm.country_dialing_code',
        'm.created_at',
        'm.last_login_at',
        'm.last_login_ip',
      ])
      .orderBy(sql`${SORT_EXPRESSIONS[query.sort]} ${direction} nulls last`)
      .orderBy('m.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const balances = await readMainBalances(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => {
      const main = balances.get(row.id);
      return {
        id: row.id.toString(),
        username: row.username,
        accountType: ZAccountType.parse(row.account_type),
        isLocked: row.is_disabled,
        labels: row.member_labels,
        email: row.email === null ? null : maskEmail(row.email),
        mobileNum: row.mobile_num === null ? null : maskMobile(row.mobile_num),
        countryDialingCode: row.country_dialing_code,
        createdAt: row.created_at.toISOString(),
        lastLoginAt: row.last_login_at?.toISOString() ?? null,
        lastLoginIp: row.last_login_ip,
        balance: Number(main?.balanceMinor ?? 0n),
        currency: main?.currency ?? null,
      };
    }),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
