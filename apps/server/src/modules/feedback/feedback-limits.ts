import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getThrottle } from '../../platform/rate-limit.js';

/** Feedback one member may send in any 24 hours (each with up to 3 images of 5 MB). */
export const FEEDBACK_PER_MEMBER_PER_DAY = 5;
/** Feedback sent from one address in an hour, whichever members send it. */
export const FEEDBACK_PER_IP_PER_HOUR = 20;
const HOUR_SECONDS = 3600;

/** How many feedback rows the member wrote in the last 24 hours. */
async function countRecentFeedback(db: TDb, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Before an upload is read: the address spends one of its hourly feedback (429 RATE_LIMITED with Retry-After)
 * and a member already at the daily limit is refused (FEEDBACK_DAILY_LIMIT), so nothing is read or written.
 */
export async function admitFeedback(ctx: TAppContext, memberId: bigint, ip: string): Promise<void> {
  await getThrottle(ctx, 'feedback-ip', FEEDBACK_PER_IP_PER_HOUR, HOUR_SECONDS).hit(ip);
  if ((await countRecentFeedback(ctx.db, memberId)) >= FEEDBACK_PER_MEMBER_PER_DAY)
    throw new AppError('FEEDBACK_DAILY_LIMIT');
}

/**
 * Inside the transaction that records feedback: the member's feedback is counted under a lock of its own
 * (a transaction-scoped advisory lock on the member), so concurrent submissions cannot both take the last one.
 */
export async function claimDailyFeedback(trx: TDb, memberId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`feedback:${memberId}`}, 0))`.execute(trx);
  if ((await countRecentFeedback(trx, memberId)) >= FEEDBACK_PER_MEMBER_PER_DAY)
    throw new AppError('FEEDBACK_DAILY_LIMIT');
}
