import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { PROOF_MAX_BYTES } from '@kirin/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ConfigError, type TConfig } from '../config.js';
import type { TDb } from '../db/database.js';
import { AppError } from './errors.js';
import type { TFileStorage } from './file-storage/file-storage.types.js';
import { createLocalFileStorage } from './file-storage/local-file-storage.js';
import { createS3FileStorage } from './file-storage/s3-file-storage.js';

export type { TFileStorage } from './file-storage/file-storage.types.js';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg']);
const DOCUMENT_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const EXTENSION_OF = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const;

type TImageType = 'image/png' | 'image/jpeg';
/** What a stored file may be: images, and PDFs for identity documents (checkDocument). */
export type TStoredMimeType = TImageType | 'application/pdf';
export type TFileOwner = { merchantId: bigint; memberId: bigint | null; purpose: string };
export type TStoredFile = { id: bigint; mimeType: TStoredMimeType; content: Buffer };
/** An upload that passed the checks, not yet written anywhere. */
export type TCheckedImage = { content: Buffer; mimeType: TStoredMimeType };

const storages = new WeakMap<TConfig, TFileStorage>();

/**
 * The file storage FILE_STORAGE names, one per configuration (so per process). An incomplete S3
 * configuration is a ConfigError naming what is missing; call it when the app is built so it fails at start.
 */
export function fileStorageOf(config: TConfig): TFileStorage {
  const known = storages.get(config);
  if (known) return known;
  const storage = createFileStorage(config);
  storages.set(config, storage);
  return storage;
}

function createFileStorage(config: TConfig): TFileStorage {
  if (config.FILE_STORAGE === 'local')
    return createLocalFileStorage(config.FILE_STORAGE_DIR ?? path.join(config.DATA_DIR, 'files'));
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    const required = { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY };
    const missing = Object.entries(required).filter(([, value]) => !value);
    throw new ConfigError(missing.map(([name]) => `${name}: required when FILE_STORAGE=s3`));
  }
  return createS3FileStorage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}

/**
 * Checks an uploaded image by its bytes, not its name: a renamed executable → FILE_TYPE_NOT_ALLOWED;
 * over `maxBytes` (5 MB) → FILE_TOO_LARGE. Nothing is written.
 */
export async function checkImage(content: Buffer, maxBytes = PROOF_MAX_BYTES): Promise<TCheckedImage> {
  if (content.length === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  if (content.length > maxBytes) throw new AppError('FILE_TOO_LARGE');
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !ALLOWED_TYPES.has(detected.mime)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  return { content, mimeType: detected.mime as TImageType };
}

/**
 * Checks an identity document by its bytes: png, jpg or pdf (a renamed executable → `notAllowed`, by default
 * FILE_TYPE_NOT_ALLOWED); over `maxBytes` → FILE_TOO_LARGE. Nothing is written.
 */
export async function checkDocument(
  content: Buffer,
  maxBytes: number,
  notAllowed: AppError = new AppError('FILE_TYPE_NOT_ALLOWED'),
): Promise<TCheckedImage> {
  if (content.length === 0) throw notAllowed;
  if (content.length > maxBytes) throw new AppError('FILE_TOO_LARGE');
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !DOCUMENT_TYPES.has(detected.mime)) throw notAllowed;
  return { content, mimeType: detected.mime as TStoredMimeType };
}

/** Bytes written to the storage, not yet recorded in `stored_file`. */
export type TWrittenImage = TCheckedImage & { key: string; owner: TFileOwner };

/** Writes a checked image's bytes under a fresh random key (no row yet: see recordStoredImage). */
export async function writeImageBytes(
  storage: TFileStorage,
  owner: TFileOwner,
  image: TCheckedImage,
): Promise<TWrittenImage> {
  const month = new Date().toISOString().slice(0, 7);
  const purpose = owner.purpose.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const key = `m${owner.merchantId}/${purpose}/${month}/${randomUUID()}.${EXTENSION_OF[image.mimeType]}`;
  await storage.put(key, image.content, image.mimeType);
  return { ...image, key, owner };
}

/** The `stored_file` row of written bytes; returns its id. Pass the caller's transaction. */
export async function recordStoredImage(db: TDb, written: TWrittenImage): Promise<bigint> {
  const row = await db
    .insertInto('stored_file')
    .values({
      merchant_id: written.owner.merchantId,
      member_id: written.owner.memberId,
      purpose: written.owner.purpose,
      mime_type: written.mimeType,
      size_bytes: written.content.length,
      sha256: createHash('sha256').update(written.content).digest('hex'),
      content: null,
      storage_key: written.key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes written bytes whose rows were not kept (best effort: a leftover is never served). */
export async function discardWrittenImages(storage: TFileStorage, written: TWrittenImage[]): Promise<void> {
  await Promise.all(written.map((image) => storage.remove(image.key).catch(() => undefined)));
}

/**
 * Writes a checked image's bytes, then runs `record`: the caller's short transaction, which stores the
 * `stored_file` row (recordStoredImage) with whatever points to it. No transaction is open while the bytes
 * travel to the storage (S3 may take seconds). If `record` fails the bytes are removed again; if even that
 * fails (a crash between the two) the file stays without a row: never served, since nothing points to it,
 * under a random key (docs/messages.md, "orphaned bytes").
 */
export async function storeImageThen<T>(
  storage: TFileStorage,
  owner: TFileOwner,
  image: TCheckedImage,
  record: (written: TWrittenImage) => Promise<T>,
): Promise<T> {
  const written = await writeImageBytes(storage, owner, image);
  try {
    return await record(written);
  } catch (error) {
    await discardWrittenImages(storage, [written]);
    throw error;
  }
}

/** A stored file with its bytes (from the storage, or from the row for files kept before 0014), or NOT_FOUND. */
export async function readStoredFile(db: TDb, storage: TFileStorage, id: bigint): Promise<TStoredFile> {
  const row = await db
    .selectFrom('stored_file')
    .select(['id', 'mime_type', 'content', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const content = row.content ?? (row.storage_key ? await storage.get(row.storage_key) : null);
  if (!content) throw new AppError('NOT_FOUND');
  return { id: row.id, mimeType: row.mime_type, content };
}

/**
 * The one file of a multipart request (field `file`), read whole. Not multipart → UNSUPPORTED_MEDIA_TYPE;
 * no file → VALIDATION_FAILED; over the limit → FILE_TOO_LARGE (the parser stops reading at the limit).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedForm(request)).content;
}

/**
 * The one file of a multipart request (field `file`) and the text fields sent before it (the parser hands
 * over the file when it reaches it, so later fields are not seen). Errors as readUploadedFile.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  maxBytes = PROOF_MAX_BYTES,
): Promise<{ content: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { file: 'required' });
  const content = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  });
  if (file.file.truncated) throw new AppError('FILE_TOO_LARGE');
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    const value = Array.isArray(part) ? part[0] : part;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { content, fields };
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
