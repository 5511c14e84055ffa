import type { TOpsMemberLogin } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { listMemberLoginRows } from '../../auth/member-login-record.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * GET …/members/:memberId/logins: the member's login history (member_login, since migration 0045, kept
 * MEMBER_LOGIN_HISTORY_DAYS), newest first: granted sessions and refused logins of the member's account.
 */
export async function listMemberLogins(
  db: TDb,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  query: { page: number; pageSize: number },
) {
  const { member } = await findOpsMember(db, operator, ref);
  const { rows, total } = await listMemberLoginRows(db, member.id, query);
  const list: TOpsMemberLogin[] = rows.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    loginType: row.login_type,
    outcome: row.outcome,
    isSuccess: row.outcome === 'SUCCESS',
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}
