import type { TOpsKycMember } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { readMemberDetails } from '../../member/member-details.js';
import { findOpsMember, type TOpsMemberRef } from '../../member/ops/find-ops-member.js';
import { findKycRow, listKycDocuments, statusOf } from './kyc.queries.js';

/**
 * GET …/protection/kyc/:memberId: who the member says it is (real name, birthday, details), its KYC status,
 * the last reason and reviewer, every document. Audited as a read (`kyc.read`): it shows a person's identity.
 */
export async function readKycMember(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
): Promise<TOpsKycMember> {
  const { merchant, member } = await findOpsMember(db, operator, ref);
  const [row, documents, details, identity] = await Promise.all([
    findKycRow(db, member.id),
    listKycDocuments(db, member.id),
    readMemberDetails(db, member.id),
    db
      .selectFrom('member')
      .select(['payee_name', 'birthday'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  const reviewer = row?.reviewed_by
    ? await db.selectFrom('operator').select('username').where('id', '=', row.reviewed_by).executeTakeFirst()
    : undefined;
  await writeAudit(db, actor, { action: 'kyc.read', merchantId: merchant.id, target: `member:${member.id}` });
  return {
    memberId: member.id.toString(),
    username: member.username,
    realName: identity.payee_name,
    birthday: identity.birthday,
    details,
    status: statusOf(row),
    reason: row?.reason ?? null,
    reviewedAt: row?.reviewed_at?.toISOString() ?? null,
    reviewedBy: reviewer?.username ?? null,
    documents,
  };
}
