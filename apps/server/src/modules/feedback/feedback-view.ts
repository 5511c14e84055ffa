import type { TFeedback } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TFeedbackTable } from '../../db/tables/messages.js';

export type TFeedbackRow = Pick<
  Selectable<TFeedbackTable>,
  'id' | 'type' | 'content' | 'status' | 'answer' | 'answered_at' | 'created_at'
> & { image_count: number | string | bigint };

/** The columns toFeedback needs, for a query on `feedback as f`. */
export const FEEDBACK_COLUMNS = [
  'f.id',
  'f.type',
  'f.content',
  'f.status',
  'f.answer',
  'f.answered_at',
  'f.created_at',
] as const;

export function toFeedback(row: TFeedbackRow): TFeedback {
  return {
    id: row.id.toString(),
    type: row.type,
    content: row.content,
    imageCount: Number(row.image_count),
    status: row.status,
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
