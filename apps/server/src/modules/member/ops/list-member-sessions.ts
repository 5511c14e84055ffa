import type { TOpsMemberSession } from '@kirin/contracts';
import type { TConfig } from '../../../config.js';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { listMemberSessionRows } from '../../auth/member-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * GET …/members/:memberId/sessions: the member's session rows, newest first, each marked live or not (expired
 * and idle rows stay until the hourly cleanup). A session's id is its token's SHA-256 in hex.
 */
export async function listMemberSessions(
  ctx: { db: TDb; config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'> },
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  query: { page: number; pageSize: number },
) {
  const { member } = await findOpsMember(ctx.db, operator, ref);
  const { rows, total } = await listMemberSessionRows(ctx.db, ctx.config, member.id, query);
  const list: TOpsMemberSession[] = rows.map((row) => ({
    id: row.tokenHash.toString('hex'),
    loginType: row.loginType,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isLive: row.isLive,
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}
