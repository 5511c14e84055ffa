import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/** Which part of an agent's team a report or list covers (spec: direct or whole team). */
export type TTeamScope = 'DIRECT' | 'TEAM';

/**
 * The member ids of an agent's team as a subquery: its direct downlines, or everyone below it at any depth
 * (with `isSelfIncluded`, the agent too: a team's figures count the agent's own play).
 */
export function teamMemberIds(db: TDb, agentId: bigint, scope: TTeamScope, isSelfIncluded = false) {
  let query = db.selectFrom('agent_closure').select('member_id').where('ancestor_id', '=', agentId);
  if (scope === 'DIRECT') {
    query = isSelfIncluded ? query.where('depth', '<=', 1) : query.where('depth', '=', 1);
  } else if (!isSelfIncluded) {
    query = query.where('depth', '>', 0);
  }
  return query;
}

/** How far below the agent a member sits (1 = direct downline), or undefined when outside its team. */
export async function depthBelow(db: TDb, agentId: bigint, memberId: bigint): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_closure')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('member_id', '=', memberId)
    .where('depth', '>', 0)
    .executeTakeFirst();
  return row?.depth;
}

/**
 * Every agent call that names a member goes through here: a member outside the caller's team (another
 * agent's, another merchant's, or no such id) is refused the same way, so ids cannot be probed.
 */
export async function assertInTeam(db: TDb, agentId: bigint, memberId: bigint): Promise<number> {
  const depth = await depthBelow(db, agentId, memberId);
  if (depth === undefined) throw new AppError('NOT_IN_AGENT_LINE');
  return depth;
}

/** A team member by username (case-insensitive), or NOT_IN_AGENT_LINE. */
export async function findTeamMemberByUsername(
  db: TDb,
  merchantId: bigint,
  agentId: bigint,
  username: string,
): Promise<{ id: bigint; username: string; depth: number }> {
  const found = await db
    .selectFrom('member as m')
    .innerJoin('agent_closure as c', 'c.member_id', 'm.id')
    .select(['m.id', 'm.username', 'c.depth'])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>', 0)
    .where('m.merchant_id', '=', merchantId)
    .where(sql`lower(m.username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_IN_AGENT_LINE');
  return found;
}

/** The member's uplines, nearest first (depth 1 = its direct upline). */
export async function uplineChain(db: TDb, memberId: bigint): Promise<{ id: bigint; depth: number }[]> {
  const rows = await db
    .selectFrom('agent_closure')
    .select(['ancestor_id as id', 'depth'])
    .where('member_id', '=', memberId)
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
  return rows;
}
