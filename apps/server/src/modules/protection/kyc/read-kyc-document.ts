import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { readStoredFile, type TFileStorage, type TStoredFile } from '../../../platform/file-storage.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findOpsMember, type TOpsMemberRef } from '../../member/ops/find-ops-member.js';

/**
 * GET …/protection/kyc/:memberId/documents/:documentId: the document's bytes with the type its content was
 * checked as (png, jpg or pdf). Another member's document is NOT_FOUND. Audited (`kyc.document-read`).
 */
export async function readKycDocument(
  db: TDb,
  files: TFileStorage,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef & { documentId: string },
): Promise<TStoredFile & { kind: string }> {
  const { merchant, member } = await findOpsMember(db, operator, ref);
  const document = await db
    .selectFrom('kyc_document')
    .select(['id', 'kind', 'file_id'])
    .where('id', '=', BigInt(ref.documentId))
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!document) throw new AppError('NOT_FOUND', { document: 'not_found' });
  const file = await readStoredFile(db, files, document.file_id);
  await writeAudit(db, actor, {
    action: 'kyc.document-read',
    merchantId: merchant.id,
    target: `member:${member.id}`,
    after: { documentId: document.id, kind: document.kind },
  });
  return { ...file, kind: document.kind };
}
