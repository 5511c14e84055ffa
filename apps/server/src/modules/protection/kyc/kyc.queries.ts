import type { TKycDocument, TKycState, TKycStatus } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TKycDocumentTable, TMemberKycTable } from '../../../db/tables/kyc.js';

// The SQL of the KYC domain: the member's record (member_kyc) and its documents (kyc_document).

export type TKycRow = Selectable<TMemberKycTable>;

/** The member's KYC row, or undefined ('none'). */
export function findKycRow(db: TDb, memberId: bigint): Promise<TKycRow | undefined> {
  return db.selectFrom('member_kyc').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export const statusOf = (row: TKycRow | undefined): TKycStatus => row?.status ?? 'none';

type TDocumentRow = Pick<Selectable<TKycDocumentTable>, 'id' | 'kind' | 'status' | 'uploaded_at'> & {
  mime_type: TKycDocument['mimeType'];
  size_bytes: number;
};

function toKycDocument(row: TDocumentRow): TKycDocument {
  return {
    id: row.id.toString(),
    kind: row.kind,
    status: row.status,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at.toISOString(),
  };
}

/** The member's documents, newest first. */
export async function listKycDocuments(db: TDb, memberId: bigint): Promise<TKycDocument[]> {
  const rows = await db
    .selectFrom('kyc_document as d')
    .innerJoin('stored_file as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.kind', 'd.status', 'd.uploaded_at', 'f.mime_type', 'f.size_bytes'])
    .where('d.member_id', '=', memberId)
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(toKycDocument);
}

/** What the member sees: its status, the reason only while rejected, its documents. */
export async function readKycState(db: TDb, memberId: bigint): Promise<TKycState> {
  const [row, documents] = await Promise.all([findKycRow(db, memberId), listKycDocuments(db, memberId)]);
  const status = statusOf(row);
  return {
    status,
    reason: status === 'rejected' ? (row?.reason ?? null) : null,
    reviewedAt: row?.reviewed_at?.toISOString() ?? null,
    documents,
  };
}
