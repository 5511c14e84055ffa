import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed logins for one username (from any address) before further attempts wait. */
export const MAX_FAILURES_PER_USERNAME = 5;
/** Failed logins from one address (for any usernames) before further attempts wait: stops password spraying. */
export const MAX_FAILURES_PER_IP = 20;

/**
 * Records a login attempt before the password is checked, then counts the recent ones; over a limit the
 * attempt is withdrawn and refused. Recording first makes parallel attempts see each other, so a burst
 * cannot slip more than the limit through. A refused attempt is not kept: a cool-down ends
 * LOGIN_FAILURE_WINDOW_MINUTES after the last real failure, and no account is ever locked for good.
 */
export async function claimLoginAttempt(db: TDb, username: string, ip: string): Promise<void> {
  const { id } = await db
    .insertInto('operator_login_attempt')
    .values({ username, ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  const counts = await db
    .selectFrom('operator_login_attempt')
    .select((eb) => [
      eb.fn.countAll<bigint>().filterWhere('username', '=', username).as('byUsername'),
      eb.fn.countAll<bigint>().filterWhere('ip', '=', ip).as('byIp'),
    ])
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`)
    .where((eb) => eb.or([eb('username', '=', username), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.byUsername) > MAX_FAILURES_PER_USERNAME || Number(counts.byIp) > MAX_FAILURES_PER_IP) {
    await db.deleteFrom('operator_login_attempt').where('id', '=', id).execute();
    throw new AppError('RATE_LIMITED');
  }
}

/** After a successful login, the username's failures no longer count (the address's others still do). */
export async function clearLoginFailures(db: TDb, username: string): Promise<void> {
  await db.deleteFrom('operator_login_attempt').where('username', '=', username).execute();
}
