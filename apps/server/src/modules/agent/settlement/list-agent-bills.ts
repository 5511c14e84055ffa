import type { TAgentIncomeBillDetail, TAgentIncomeBillPage, TOpsAgentBillQuery } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { rangeOfDays } from '../../bet-records/day-range.js';
import {
  BILL_COLUMNS,
  namedIdsOf,
  toIncomeBill,
  toIncomeBillDetail,
  type TBillRow,
} from './agent-bill-view.js';

/**
 * Bills of a merchant, newest period first: an agent's own (memberId) on "my income", or any agent's
 * (optionally by username) for an operator. Days filter the period start, in the merchant's zone.
 */
export async function listAgentBills(
  db: TDb,
  scope: { merchantId: bigint; memberId?: bigint; timeZone: string },
  query: TOpsAgentBillQuery,
): Promise<TAgentIncomeBillPage & { rows: (TBillRow & { username: string; payer_name: string | null })[] }> {
  const { from, to } = rangeOfDays(query.startDate, query.endDate, scope.timeZone);
  let base = db
    .selectFrom('agent_bill as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .leftJoin('member as p', 'p.id', 'b.payer_id')
    .where('b.merchant_id', '=', scope.merchantId);
  if (scope.memberId !== undefined) base = base.where('b.member_id', '=', scope.memberId);
  if (query.username) base = base.where(sql`lower(m.username)`, '=', query.username.toLowerCase());
  if (query.type) base = base.where('b.contract_type', '=', query.type);
  if (query.status) base = base.where('b.status', '=', query.status);
  if (from) base = base.where('b.period_start', '>=', from);
  if (to) base = base.where('b.period_start', '<', to);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...BILL_COLUMNS, 'm.username', 'p.username as payer_name'])
      .orderBy('b.period_start', 'desc')
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map(toIncomeBill),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    rows,
  };
}

/**
 * One of the agent's own bills with its whole computation. Another agent's bill, or no such bill, answers
 * NOT_IN_AGENT_LINE the same way, so ids cannot be probed.
 */
export async function getAgentBill(
  db: TDb,
  scope: { merchantId: bigint; memberId?: bigint },
  billId: bigint,
): Promise<TAgentIncomeBillDetail> {
  let query = db
    .selectFrom('agent_bill as b')
    .select(BILL_COLUMNS)
    .where('b.id', '=', billId)
    .where('b.merchant_id', '=', scope.merchantId);
  if (scope.memberId !== undefined) query = query.where('b.member_id', '=', scope.memberId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(scope.memberId === undefined ? 'NOT_FOUND' : 'NOT_IN_AGENT_LINE');
  const ids = namedIdsOf(row);
  const [members, events] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom('member').select(['id', 'username']).where('id', 'in', ids).execute(),
    db
      .selectFrom('agent_bill_event')
      .select(['status', 'amount_minor', 'created_at'])
      .where('bill_id', '=', row.id)
      .orderBy('id')
      .execute(),
  ]);
  return toIncomeBillDetail(row, new Map(members.map((m) => [String(m.id), m.username])), events);
}
