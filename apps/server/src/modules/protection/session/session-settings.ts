import type { TSessionSettings } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/** The member's reality-check interval and session limit (both off until set). */
export async function readSessionSettings(db: TDb, memberId: bigint): Promise<TSessionSettings> {
  const row = await db
    .selectFrom('member_session_settings')
    .select(['reality_check_minutes', 'session_limit_minutes'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    realityCheckMinutes: row?.reality_check_minutes ?? null,
    sessionLimitMinutes: row?.session_limit_minutes ?? null,
  };
}

/**
 * PUT /wps/protection/session-settings: stores both values. They apply at once to the sessions already
 * open (a session limit shorter than the time a session has run ends it at its next call).
 */
export async function saveSessionSettings(
  db: TDb,
  memberId: bigint,
  settings: TSessionSettings,
): Promise<TSessionSettings> {
  await db
    .insertInto('member_session_settings')
    .values({
      member_id: memberId,
      reality_check_minutes: settings.realityCheckMinutes,
      session_limit_minutes: settings.sessionLimitMinutes,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        reality_check_minutes: settings.realityCheckMinutes,
        session_limit_minutes: settings.sessionLimitMinutes,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  return readSessionSettings(db, memberId);
}
