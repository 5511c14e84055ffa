import type { TExclusion, TExclusionKind } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import { announceMemberSessionsChanged } from '../../auth/member-session-revocations.js';
import { runReauthCheck } from '../../member/reauth-limit.js';
import { endMemberPlay } from './end-member-play.js';
import { EXCLUSION_INTERVALS, isStricter, type TExclusionDuration } from './exclusion-periods.js';
import { findExclusionInForce, toExclusion } from './exclusions.queries.js';

export type TExclusionStart = { kind: TExclusionKind; duration: TExclusionDuration; password: string };

/**
 * POST /wps/protection/time-out and /wps/protection/self-exclusion: the login password confirms (wrong →
 * PASSWORD_WRONG, five in 15 minutes → RATE_LIMITED, nothing changes). Effective at once: in one transaction
 * with its audit row the exclusion is stored and every login and game session of the member ends; then every
 * process hears of it (open sockets close). While one is in force only a stricter one is taken (it replaces
 * the current one in place); a shorter or milder one → EXCLUSION_ACTIVE (details.until). Nothing is refunded
 * or cancelled.
 */
export async function startExclusion(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  member: { id: bigint; merchantId: bigint },
  input: TExclusionStart,
): Promise<TExclusion> {
  let result: TExclusion | undefined;
  const isRight = await runReauthCheck(ctx.db, member.id, 'LOGIN_PASSWORD', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, input.password))) return false;
    result = await storeExclusion(trx, actor, member, input);
    return true;
  });
  if (!isRight || !result) throw new AppError('PASSWORD_WRONG');
  await announceMemberSessionsChanged(ctx, member.id);
  return result;
}

/** The exclusion's row written (new, or the current one made stricter), sessions ended, audited. */
async function storeExclusion(
  trx: TDb,
  actor: TAuditActor,
  member: { id: bigint; merchantId: bigint },
  input: TExclusionStart,
): Promise<TExclusion> {
  const until =
    input.duration === 'indefinite'
      ? null
      : (
          await sql<{
            until: Date;
          }>`SELECT now() + ${EXCLUSION_INTERVALS[input.duration]}::interval AS until`.execute(trx)
        ).rows[0]!.until;
  const ask = { kind: input.kind, duration: input.duration, until };
  const current = await findExclusionInForce(trx, member.id, { isLocked: true });
  if (current && !isStricter(current, ask)) {
    const end = current.reopens_at ?? current.until;
    throw new AppError('EXCLUSION_ACTIVE', end ? { until: end.toISOString() } : { until: 'indefinite' });
  }
  // A time-out reopens by itself at its end; a self-exclusion only once the member (or support) asks.
  const values = {
    kind: ask.kind,
    duration: ask.duration,
    until,
    reopens_at: ask.kind === 'time_out' ? until : null,
    reopen_requested_at: null,
    lifted_at: null,
    updated_at: sql<Date>`now()`,
  };
  const row = current
    ? await trx
        .updateTable('member_exclusion')
        .set(values)
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('member_exclusion')
        .values({ ...values, merchant_id: member.merchantId, member_id: member.id })
        .returningAll()
        .executeTakeFirstOrThrow();
  // A pending operator lift is about the exclusion that was: it goes with it.
  if (current)
    await trx
      .updateTable('member_exclusion_lift')
      .set({ status: 'rejected', decided_at: sql`now()` })
      .where('exclusion_id', '=', current.id)
      .where('status', '=', 'pending')
      .execute();
  const endedSessions = await endMemberPlay(trx, member.id);
  const exclusion = toExclusion(row);
  await writeAudit(trx, actor, {
    action: 'protection.exclusion-start',
    merchantId: member.merchantId,
    target: `member:${member.id}`,
    before: current ? toExclusion(current) : null,
    after: { ...exclusion, endedSessions },
  });
  return exclusion;
}
