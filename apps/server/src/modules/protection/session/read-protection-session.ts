import type { TProtectionSession } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { readSessionFigures } from './session-figures.js';
import { readSessionSettings } from './session-settings.js';

const MINUTE_MS = 60_000;

/**
 * GET /wps/protection/session: the calling login session's clock (from when it was opened), the member's net
 * position since then, when the next reality check is due (last acknowledgement, or the start, plus the
 * interval) and when the session limit ends it. Every time is the database's, so processes agree.
 */
export async function readProtectionSession(
  db: TDb,
  member: { id: bigint; tokenHash: Buffer },
): Promise<TProtectionSession> {
  const session = await db
    .selectFrom('member_session')
    .select(['created_at', 'reality_checked_at', sql<Date>`now()`.as('now')])
    .where('token_hash', '=', member.tokenHash)
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!session) throw new AppError('NOT_LOGGED_IN');
  const [settings, figures] = await Promise.all([
    readSessionSettings(db, member.id),
    readSessionFigures(db, member.id, session.created_at),
  ]);
  const startedAt = session.created_at;
  const checkFrom = session.reality_checked_at ?? startedAt;
  const at = (from: Date, minutes: number | null) =>
    minutes === null ? null : new Date(from.getTime() + minutes * MINUTE_MS).toISOString();
  return {
    startedAt: startedAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((session.now.getTime() - startedAt.getTime()) / 1000)),
    staked: Number(figures.staked),
    paidOut: Number(figures.paidOut),
    netPosition: Number(figures.paidOut - figures.staked),
    realityCheckMinutes: settings.realityCheckMinutes,
    nextRealityCheckAt: at(checkFrom, settings.realityCheckMinutes),
    sessionLimitMinutes: settings.sessionLimitMinutes,
    endsAt: at(startedAt, settings.sessionLimitMinutes),
  };
}

/**
 * POST /wps/protection/session/reality-check: the member answered the check (continue). Stored on the
 * session, so every tab and process schedules the next one from it.
 */
export async function acknowledgeRealityCheck(
  db: TDb,
  member: { id: bigint; tokenHash: Buffer },
): Promise<TProtectionSession> {
  await db
    .updateTable('member_session')
    .set({ reality_checked_at: sql`now()` })
    .where('token_hash', '=', member.tokenHash)
    .where('member_id', '=', member.id)
    .execute();
  return readProtectionSession(db, member);
}
