import type { TFeedbackPage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { FEEDBACK_COLUMNS, toFeedback } from './feedback-view.js';

/** The feedback a member has sent, newest first, each with its answer once there is one. */
export async function listMemberFeedback(
  db: TDb,
  memberId: bigint,
  query: { page: number; pageSize: number },
): Promise<TFeedbackPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('feedback as f')
      .select(FEEDBACK_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('feedback_image as i')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('i.feedback_id', '=', 'f.id')
          .as('image_count'),
      )
      .where('f.member_id', '=', memberId)
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => toFeedback({ ...row, image_count: row.image_count ?? 0 })),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
