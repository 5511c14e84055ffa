import type { TOpsMemberSession } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TConfig } from '../../../config.js';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

type TPageQuery = { page: number; pageSize: number };

/**
 * GET …/members/:memberId/sessions: the member's session rows, newest first, each marked live or not (expired
 * and idle rows stay until the hourly cleanup). A session's id is its token's SHA-256 in hex.
 */
export async function listMemberSessions(
  ctx: { db: TDb; config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'> },
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  query: TPageQuery,
) {
  const { db, config } = ctx;
  const { member } = await findOpsMember(db, operator, ref);
  const base = db.selectFrom('member_session').where('member_id', '=', member.id);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'token_hash',
        'login_type',
        'ip',
        'user_agent',
        'created_at',
        'last_seen_at',
        'expires_at',
        sql<boolean>`expires_at > now() AND last_seen_at > now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`.as(
          'is_live',
        ),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const list: TOpsMemberSession[] = rows.map((row) => ({
    id: row.token_hash.toString('hex'),
    loginType: row.login_type,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    isLive: row.is_live,
  }));
  return { list, total: Number(total), page: query.page, pageSize: query.pageSize };
}
