import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_MAX_IMAGES,
  ZPromotionApplicationFields,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import {
  checkImage,
  discardWrittenImages,
  recordStoredImage,
  writeImageBytes,
  type TFileStorage,
  type TWrittenImage,
} from '../../../platform/file-storage.js';
import { nextActivityStatus } from './activity-status.js';
import { withMemberActivity } from './member-activity-lock.js';

export const PROMOTION_IMAGE_PURPOSE = 'promotion-application';
const IMAGE_FIELD = 'images';

export type TApplicationUpload = { remark: string; images: Buffer[] };

/**
 * Reads PUT /wps/promotions/:id/application whole: `remark` (≤ 140) and up to three `images` parts of 5 MB.
 * Not multipart → UNSUPPORTED_MEDIA_TYPE; a fourth image → TOO_MANY_FILES; over 5 MB → FILE_TOO_LARGE.
 * The images' type is checked later by their bytes (checkImage), never by name or declared type.
 */
export async function readApplicationUpload(request: FastifyRequest): Promise<TApplicationUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const parts = request.parts({
    limits: { files: PROMOTION_MAX_IMAGES + 1, fileSize: PROMOTION_IMAGE_MAX_BYTES, fields: 2, parts: 6 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname !== IMAGE_FIELD)
        throw new AppError('VALIDATION_FAILED', { [part.fieldname]: 'unexpected' });
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      images.push(content);
      if (images.length > PROMOTION_MAX_IMAGES) throw new AppError('TOO_MANY_FILES');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES');
    throw new AppError('BAD_REQUEST');
  }
  const parsed = ZPromotionApplicationFields.safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { remark: 'max_140' });
  return { remark: parsed.data.remark, images };
}

/**
 * APPLY: checks every image by content (png/jpg, 5 MB) before anything is written, stores the bytes, then in
 * one transaction moves the member's status JOIN → APPLYING with the remark and the images. The operator's
 * review pays it (reviewApplication). A refused application removes the bytes it wrote.
 */
export async function applyForPromotion(
  db: TDb,
  files: TFileStorage,
  member: { id: bigint; merchantId: bigint },
  promotionId: bigint,
  upload: TApplicationUpload,
): Promise<void> {
  const checked = await Promise.all(
    upload.images.map((image) => checkImage(image, PROMOTION_IMAGE_MAX_BYTES)),
  );
  const owner = { merchantId: member.merchantId, memberId: member.id, purpose: PROMOTION_IMAGE_PURPOSE };
  const written: TWrittenImage[] = [];
  try {
    for (const image of checked) written.push(await writeImageBytes(files, owner, image));
    await withMemberActivity(db, member, promotionId, async ({ trx, promotion, activity }) => {
      if (promotion.rules.kind !== 'APPLICATION')
        throw new AppError('PROMOTION_ACTION_REFUSED', { status: activity.status, event: 'APPLY' });
      const status = nextActivityStatus(activity.status, 'APPLY');
      const claim = await trx
        .insertInto('promotion_claim')
        .values({
          merchant_id: member.merchantId,
          promotion_id: promotion.id,
          member_id: member.id,
          period_key: activity.periodKey,
          status: status as 'APPLYING',
          bonus_minor: BigInt(promotion.rules.amountMinor),
          remark: upload.remark === '' ? null : upload.remark,
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, image] of written.entries()) {
        const fileId = await recordStoredImage(trx, image);
        await trx
          .insertInto('promotion_claim_image')
          .values({ claim_id: claim.id, position: index + 1, file_id: fileId })
          .execute();
      }
    });
  } catch (error) {
    await discardWrittenImages(files, written);
    throw error;
  }
}
