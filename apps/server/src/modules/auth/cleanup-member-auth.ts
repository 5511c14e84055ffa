import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import type { TJobRegistration } from '../../platform/jobs.js';
import { deleteEndedQuotas } from '../../platform/rate-quota.js';
import { LOGIN_FAILURE_WINDOW_MINUTES } from './login-throttle.js';
import { TRIAL_ACCOUNT_LIFETIME_HOURS } from './start-free-play.js';

export const CLEANUP_MEMBER_AUTH_JOB = 'auth-cleanup-member-auth';
const HOURLY_CRON = '5 * * * *';
/** How long a member's login history (member_login) is kept: half a year of "where did I log in from". */
export const MEMBER_LOGIN_HISTORY_DAYS = 180;

/**
 * Removes what can no longer be used: sessions past their lifetime or idle time, failures that no longer
 * count, answered-or-expired captchas, challenges and codes, sealed-body digests past their freshness, login
 * history older than MEMBER_LOGIN_HISTORY_DAYS, and trial accounts older than TRIAL_ACCOUNT_LIFETIME_HOURS.
 * Harmless to run twice.
 */
export async function cleanupMemberAuth(ctx: TAppContext): Promise<Record<string, number>> {
  const { db, config } = ctx;
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    sessions: count(
      await db
        .deleteFrom('member_session')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', sql<Date>`now()`),
            eb(
              'last_seen_at',
              '<=',
              sql<Date>`now() - make_interval(mins => ${config.MEMBER_SESSION_IDLE_MINUTES})`,
            ),
          ]),
        )
        .executeTakeFirst(),
    ),
    failures: count(
      await db
        .deleteFrom('member_login_failure')
        .where('at', '<=', sql<Date>`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`)
        .executeTakeFirst(),
    ),
    captchas: count(
      await db
        .deleteFrom('captcha')
        .where('expires_at', '<=', sql<Date>`now()`)
        .executeTakeFirst(),
    ),
    challenges: count(
      await db
        .deleteFrom('login_challenge')
        .where('expires_at', '<=', sql<Date>`now()`)
        .executeTakeFirst(),
    ),
    sealed: count(
      await db
        .deleteFrom('sealed_payload_seen')
        .where('expires_at', '<=', sql<Date>`now()`)
        .executeTakeFirst(),
    ),
    quotas: await deleteEndedQuotas(db),
    logins: count(
      await db
        .deleteFrom('member_login')
        .where('at', '<=', sql<Date>`now() - make_interval(days => ${MEMBER_LOGIN_HISTORY_DAYS})`)
        .executeTakeFirst(),
    ),
    trials: count(
      await db
        .deleteFrom('member')
        .where('account_type', '=', 4)
        .where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${TRIAL_ACCOUNT_LIFETIME_HOURS})`)
        .executeTakeFirst(),
    ),
  };
}

/** Hourly cleanup of member sessions, throttling rows and trial accounts. */
export const registerMemberAuthCleanup: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: CLEANUP_MEMBER_AUTH_JOB,
    cron: HOURLY_CRON,
    handler: async () => void (await cleanupMemberAuth(ctx)),
  });
