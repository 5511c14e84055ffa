import type { TFeedback } from '@kirin/contracts';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import {
  checkImage,
  discardWrittenImages,
  recordStoredImage,
  writeImageBytes,
  type TFileStorage,
  type TWrittenImage,
} from '../../platform/file-storage.js';
import { claimDailyFeedback } from './feedback-limits.js';
import type { TFeedbackUpload } from './read-feedback-upload.js';

export const FEEDBACK_IMAGE_PURPOSE = 'feedback';

/**
 * PUT /wps/feedback: every image is checked by content first (png/jpg, 5 MB), so a refused upload writes
 * nothing; then the bytes go to the file storage (no transaction is open while they travel) and the feedback
 * with its image rows is recorded in one short transaction, which also claims one of the member's daily
 * feedback (FEEDBACK_DAILY_LIMIT). If that fails, the bytes just written are removed again.
 */
export async function submitFeedback(
  db: TDb,
  files: TFileStorage,
  member: { id: bigint; merchantId: bigint },
  upload: TFeedbackUpload,
): Promise<TFeedback> {
  const checked = await Promise.all(
    upload.images.map((image) => checkImage(image, FEEDBACK_IMAGE_MAX_BYTES)),
  );
  const owner = { merchantId: member.merchantId, memberId: member.id, purpose: FEEDBACK_IMAGE_PURPOSE };
  const written: TWrittenImage[] = [];
  try {
    for (const image of checked) written.push(await writeImageBytes(files, owner, image));
    const row = await db.transaction().execute(async (trx) => {
      await claimDailyFeedback(trx, member.id);
      const feedback = await trx
        .insertInto('feedback')
        .values({
          merchant_id: member.merchantId,
          member_id: member.id,
          type: upload.type,
          content: upload.content,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const [index, image] of written.entries()) {
        const fileId = await recordStoredImage(trx, image);
        await trx
          .insertInto('feedback_image')
          .values({ feedback_id: feedback.id, position: index + 1, file_id: fileId })
          .execute();
      }
      return feedback;
    });
    return {
      id: row.id.toString(),
      type: row.type,
      content: row.content,
      imageCount: written.length,
      status: row.status,
      answer: null,
      answeredAt: null,
      createdAt: row.created_at.toISOString(),
    };
  } catch (error) {
    await discardWrittenImages(files, written);
    throw error;
  }
}
