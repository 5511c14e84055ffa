import type { TDb } from '../../../db/database.js';
import type { TMemberPrincipal } from '../../auth/member-sessions.js';
import { findTeamMemberByUsername } from '../agent-scope.js';

/** Whom a report is about: the caller, or a member of its team named by username (else NOT_IN_AGENT_LINE). */
export type TReportSubject = { id: bigint; username: string };

export async function reportSubject(
  db: TDb,
  caller: Pick<TMemberPrincipal, 'id' | 'merchantId' | 'username'>,
  username: string | undefined,
): Promise<TReportSubject> {
  if (!username || username.trim().toLowerCase() === caller.username.toLowerCase()) {
    return { id: caller.id, username: caller.username };
  }
  const found = await findTeamMemberByUsername(db, caller.merchantId, caller.id, username);
  return { id: found.id, username: found.username };
}
