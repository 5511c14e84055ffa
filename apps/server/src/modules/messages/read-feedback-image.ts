import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readStoredFile, type TFileStorage, type TStoredFile } from '../../platform/file-storage.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

/** GET /ops/merchants/:code/feedback/:id/images/:position; another merchant's feedback → NOT_FOUND. */
export async function readFeedbackImage(
  db: TDb,
  files: TFileStorage,
  operator: TOperatorPrincipal,
  merchantCode: string,
  feedbackId: bigint,
  position: number,
): Promise<TStoredFile> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const row = await db
    .selectFrom('feedback_image as i')
    .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
    .select('i.file_id')
    .where('f.id', '=', feedbackId)
    .where('f.merchant_id', '=', merchant.id)
    .where('i.position', '=', position)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return readStoredFile(db, files, row.file_id);
}
