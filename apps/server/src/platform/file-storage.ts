import { createHash } from 'node:crypto';
import { PROOF_MAX_BYTES } from '@kirin/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { TDb } from '../db/database.js';
import { AppError } from './errors.js';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg']);

export type TFileOwner = { merchantId: bigint; memberId: bigint | null; purpose: string };
export type TStoredFile = { id: bigint; mimeType: 'image/png' | 'image/jpeg'; content: Buffer };

/**
 * Keeps a proof image in the database (the one store of record, readable by every server process). The
 * type is read from the bytes, not the name: a renamed executable → FILE_TYPE_NOT_ALLOWED; over 5 MB →
 * FILE_TOO_LARGE.
 */
export async function saveProofImage(db: TDb, owner: TFileOwner, content: Buffer): Promise<bigint> {
  if (content.length === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  if (content.length > PROOF_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !ALLOWED_TYPES.has(detected.mime)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const row = await db
    .insertInto('stored_file')
    .values({
      merchant_id: owner.merchantId,
      member_id: owner.memberId,
      purpose: owner.purpose,
      mime_type: detected.mime as 'image/png' | 'image/jpeg',
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stored file, or NOT_FOUND. */
export async function readStoredFile(db: TDb, id: bigint): Promise<TStoredFile> {
  const row = await db
    .selectFrom('stored_file')
    .select(['id', 'mime_type', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id, mimeType: row.mime_type, content: row.content };
}

/**
 * The one file of a multipart request (field `file`), read whole. Not multipart → UNSUPPORTED_MEDIA_TYPE;
 * no file → VALIDATION_FAILED; over the limit → FILE_TOO_LARGE (the parser stops reading at the limit).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1 } });
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { file: 'required' });
  const content = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  });
  if (file.file.truncated) throw new AppError('FILE_TOO_LARGE');
  return content;
}

/** Answers a stored image to an operator: never cached, never sniffed as anything else, shown inline. */
export function sendStoredImage(reply: FastifyReply, file: TStoredFile, filename: string): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(file.content);
}
