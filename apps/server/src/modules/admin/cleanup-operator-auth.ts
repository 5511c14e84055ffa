import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TJobRegistration } from '../../platform/jobs.js';
import { LOGIN_FAILURE_WINDOW_MINUTES } from './auth/login-throttle.js';
import { OPERATOR_IDLE_TIMEOUT_MINUTES } from './auth/operator-sessions.js';

export const CLEANUP_OPERATOR_AUTH_JOB = 'admin-cleanup-operator-auth';
const HOURLY_CRON = '0 * * * *';

/**
 * Deletes sessions that can no longer be used (past their lifetime or idle too long), login failures that no
 * longer count and TOTP enrolments past their expiry (their sealed secrets with them). Harmless to run twice:
 * it only removes what is already dead.
 */
export async function cleanupOperatorAuth(
  db: TDb,
): Promise<{ sessions: number; attempts: number; enrolments: number }> {
  const sessions = await db
    .deleteFrom('operator_session')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb('last_seen_at', '<=', sql<Date>`now() - make_interval(mins => ${OPERATOR_IDLE_TIMEOUT_MINUTES})`),
      ]),
    )
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom('operator_login_attempt')
    .where('at', '<=', sql<Date>`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`)
    .executeTakeFirst();
  const enrolments = await db
    .deleteFrom('operator_totp_enrolment')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
    enrolments: Number(enrolments.numDeletedRows),
  };
}

/** Hourly cleanup of operator sessions, login throttling rows and expired TOTP enrolments. */
export const registerOperatorAuthCleanup: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: CLEANUP_OPERATOR_AUTH_JOB,
    cron: HOURLY_CRON,
    handler: async () => void (await cleanupOperatorAuth(ctx.db)),
  });
