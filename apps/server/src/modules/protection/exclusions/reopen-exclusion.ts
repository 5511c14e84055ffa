import { SELF_EXCLUSION_REOPEN_COOLING_OFF_HOURS, type TExclusion } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import { AppError } from '../../../platform/errors.js';
import { takeQuota } from '../../../platform/rate-quota.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import { findExclusionInForce, toExclusion } from './exclusions.queries.js';

/** Reopen attempts one address may make per hour (each checks a password). */
export const REOPEN_ATTEMPTS_PER_IP_PER_HOUR = 20;
const TRIAL_TYPE = 4;

/**
 * POST /wps/protection/reopen (no token): after a fixed self-exclusion's period the member asks to reopen
 * with username and password; login works SELF_EXCLUSION_REOPEN_COOLING_OFF_HOURS later. Wrong credentials
 * (or an unknown or locked account) → WRONG_CREDENTIALS; no exclusion in force → EXCLUSION_NOT_FOUND; a
 * time-out, an indefinite self-exclusion (support only) or a period not over → EXCLUSION_ACTIVE. Asking
 * again answers the reopening already scheduled.
 */
export async function reopenExclusion(
  db: TDb,
  actor: TAuditActor,
  merchantId: bigint,
  input: { username: string; password: string },
): Promise<TExclusion> {
  await takeQuota(db, {
    scope: 'exclusion-reopen',
    key: `${merchantId}:${actor.ip ?? ''}`,
    limit: REOPEN_ATTEMPTS_PER_IP_PER_HOUR,
    windowSeconds: 3600,
  });
  const member = await db
    .selectFrom('member')
    .select(['id', 'password_hash', 'is_disabled', 'account_type'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(username)`, '=', input.username.trim().toLowerCase())
    .executeTakeFirst();
  const isRight = await verifyPassword(member?.password_hash, input.password);
  if (!member || !isRight || member.is_disabled || member.account_type === TRIAL_TYPE)
    throw new AppError('WRONG_CREDENTIALS');

  return db.transaction().execute(async (trx) => {
    const current = await findExclusionInForce(trx, member.id, { isLocked: true });
    if (!current) throw new AppError('EXCLUSION_NOT_FOUND');
    // A time-out ends by itself; a reopening already scheduled (asked, or an operator's lift) is answered.
    if (current.kind === 'time_out')
      throw new AppError('EXCLUSION_ACTIVE', { until: current.until!.toISOString() });
    if (current.reopens_at !== null) return toExclusion(current);
    refuseEarlyReopen(current.until);
    const row = await trx
      .updateTable('member_exclusion')
      .set({
        reopen_requested_at: sql`now()`,
        reopens_at: sql`now() + make_interval(hours => ${SELF_EXCLUSION_REOPEN_COOLING_OFF_HOURS})`,
        updated_at: sql`now()`,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const exclusion = toExclusion(row);
    await writeAudit(trx, actor, {
      action: 'protection.exclusion-reopen',
      merchantId,
      target: `member:${member.id}`,
      before: toExclusion(current),
      after: exclusion,
    });
    return exclusion;
  });
}

/** Only a fixed self-exclusion whose period is over reopens at the member's request. */
function refuseEarlyReopen(until: Date | null): void {
  if (until === null) throw new AppError('EXCLUSION_ACTIVE', { until: 'indefinite' });
  if (until.getTime() > Date.now()) throw new AppError('EXCLUSION_ACTIVE', { until: until.toISOString() });
}
