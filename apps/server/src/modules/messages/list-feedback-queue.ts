import type { TOpsFeedback, TOpsFeedbackQuery } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { FEEDBACK_COLUMNS, toFeedback } from '../feedback/feedback-view.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

/** The merchant's feedback as operators see it: who sent it and which images it has. */
export function selectOpsFeedback(db: TDb) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('member as u', 'u.id', 'f.member_id')
    .select(FEEDBACK_COLUMNS)
    .select(['f.member_id', 'u.username'])
    .select((eb) =>
      eb
        .selectFrom('feedback_image as i')
        .select(sql<number[]>`array_agg(i.position ORDER BY i.position)`.as('positions'))
        .whereRef('i.feedback_id', '=', 'f.id')
        .as('image_positions'),
    );
}

type TOpsFeedbackRow = Awaited<ReturnType<ReturnType<typeof selectOpsFeedback>['executeTakeFirstOrThrow']>>;

export function toOpsFeedback(row: TOpsFeedbackRow): TOpsFeedback {
  const positions = [...(row.image_positions ?? [])].map(Number).sort((a, b) => a - b);
  return {
    ...toFeedback({ ...row, image_count: positions.length }),
    memberId: row.member_id.toString(),
    username: row.username,
    imagePositions: positions,
  };
}

/** GET /ops/merchants/:code/feedback: a work queue, so the oldest first; optionally one status. */
export async function listFeedbackQueue(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
  query: TOpsFeedbackQuery,
) {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  let rows = selectOpsFeedback(db).where('f.merchant_id', '=', merchant.id);
  let count = db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('merchant_id', '=', merchant.id);
  if (query.status) {
    rows = rows.where('f.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('f.created_at')
      .orderBy('f.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    list: list.map(toOpsFeedback),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
