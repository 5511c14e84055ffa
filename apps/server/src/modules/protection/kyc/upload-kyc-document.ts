import { KYC_DOCUMENT_MAX_BYTES, type TKycDocumentKind, type TKycState } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import {
  checkDocument,
  recordStoredImage,
  storeImageThen,
  type TFileStorage,
} from '../../../platform/file-storage.js';
import { findKycRow, readKycState } from './kyc.queries.js';

export const KYC_DOCUMENT_PURPOSE = 'kyc-document';
/** Documents waiting for review at once: enough for every kind twice, not a free file store. */
export const KYC_PENDING_DOCUMENTS_MAX = 8;

type TUploader = { merchantId: bigint; memberId: bigint };

/**
 * POST /wps/protection/kyc/documents: one png, jpg or pdf (by content, ≤ 5 MB) of `kind`; the member's status
 * becomes pending (again after a rejection). Refused when already verified (KYC_ALREADY_VERIFIED) or with
 * KYC_PENDING_DOCUMENTS_MAX documents already waiting (TOO_MANY_FILES). The file and the state are checked
 * first so a refusal writes nothing; the bytes are written with no transaction open, then one short
 * transaction claims the member's KYC row, checks again and records the file, the document and the status.
 */
export async function uploadKycDocument(
  db: TDb,
  files: TFileStorage,
  uploader: TUploader,
  kind: TKycDocumentKind,
  content: Buffer,
): Promise<TKycState> {
  const document = await checkDocument(
    content,
    KYC_DOCUMENT_MAX_BYTES,
    new AppError('KYC_DOCUMENT_TYPE_NOT_ALLOWED'),
  );
  await checkCanUpload(db, uploader.memberId);
  const owner = {
    merchantId: uploader.merchantId,
    memberId: uploader.memberId,
    purpose: KYC_DOCUMENT_PURPOSE,
  };
  await storeImageThen(files, owner, document, (written) =>
    db.transaction().execute(async (trx) => {
      // Creates or locks the member's row; a verified row is left alone and answers nothing.
      const claimed = await sql<{ member_id: string }>`
        INSERT INTO member_kyc (member_id, merchant_id, status)
        VALUES (${uploader.memberId}, ${uploader.merchantId}, 'pending')
        ON CONFLICT (member_id) DO UPDATE SET status = 'pending', submitted_at = now()
          WHERE member_kyc.status <> 'verified'
        RETURNING member_id`.execute(trx);
      if (claimed.rows.length === 0) throw new AppError('KYC_ALREADY_VERIFIED');
      await checkCanUpload(trx, uploader.memberId);
      const fileId = await recordStoredImage(trx, written);
      await trx
        .insertInto('kyc_document')
        .values({ merchant_id: uploader.merchantId, member_id: uploader.memberId, kind, file_id: fileId })
        .execute();
    }),
  );
  return readKycState(db, uploader.memberId);
}

async function checkCanUpload(db: TDb, memberId: bigint): Promise<void> {
  const row = await findKycRow(db, memberId);
  if (row?.status === 'verified') throw new AppError('KYC_ALREADY_VERIFIED');
  const { pending } = await db
    .selectFrom('kyc_document')
    .select((eb) => eb.fn.countAll<string>().as('pending'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending) >= KYC_PENDING_DOCUMENTS_MAX)
    throw new AppError('TOO_MANY_FILES', { max: String(KYC_PENDING_DOCUMENTS_MAX) });
}
