import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  ZFeedbackFields,
  type TFeedbackFields,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';

/** The multipart field that carries the images (repeated, up to three times). */
export const FEEDBACK_IMAGE_FIELD = 'images';

export type TFeedbackUpload = TFeedbackFields & { images: Buffer[] };

/**
 * Reads PUT /wps/feedback whole: the `type` and `content` fields and up to three `images` parts. The app's
 * multipart limits (one file, for proofs) are replaced for this call. Not multipart →
 * UNSUPPORTED_MEDIA_TYPE; a fourth image → TOO_MANY_FILES; an image over 5 MB → FILE_TOO_LARGE (the parser
 * stops reading it there); bad fields → VALIDATION_FAILED. Nothing is written here.
 */
export async function readFeedbackUpload(request: FastifyRequest): Promise<TFeedbackUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  const parts = request.parts({
    // One file more than allowed, so a fourth image is seen and refused by name rather than cut silently.
    limits: { files: FEEDBACK_MAX_IMAGES + 1, fileSize: FEEDBACK_IMAGE_MAX_BYTES, fields: 4, parts: 8 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FEEDBACK_IMAGE_FIELD) {
        await part.toBuffer();
        throw new AppError('VALIDATION_FAILED', { [part.fieldname]: 'unexpected' });
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      images.push(content);
      if (images.length > FEEDBACK_MAX_IMAGES) throw new AppError('TOO_MANY_FILES');
    }
  } catch (error) {
    throw toUploadError(error);
  }
  const parsed = ZFeedbackFields.safeParse(fields);
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) details[issue.path.join('.') || 'body'] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', details);
  }
  return { ...parsed.data, images };
}

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return new AppError('TOO_MANY_FILES');
    default:
      return new AppError('BAD_REQUEST');
  }
}
