import type { TOpsMessage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

/** GET /ops/merchants/:code/messages: what was sent, newest first, with how many members opened each. */
export async function listSentMessages(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
  query: { page: number; pageSize: number },
) {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('platform_message as m')
      .leftJoin('member as u', 'u.id', 'm.member_id')
      .select([
        'm.id',
        'm.kind',
        'm.audience',
        'm.category',
        'm.label_name',
        'u.username',
        'm.title',
        'm.content',
        'm.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('platform_message_read as r')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('r.message_id', '=', 'm.id')
          .as('read_count'),
      )
      .where('m.merchant_id', '=', merchant.id)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('platform_message')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow(),
  ]);
  const list: TOpsMessage[] = rows.map((row) => ({
    id: row.id.toString(),
    kind: row.kind,
    audience: row.audience,
    category: row.category,
    target: row.audience === 'MEMBER' ? row.username : row.label_name,
    title: row.title,
    content: row.content,
    readCount: Number(row.read_count ?? 0),
    createdAt: row.created_at.toISOString(),
  }));
  return { list, total: Number(total.total), page: query.page, pageSize: query.pageSize };
}
