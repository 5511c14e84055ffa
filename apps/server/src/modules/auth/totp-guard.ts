import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { composeTotpLockedNotice } from '../../platform/messaging/message-texts.js';
import { checkMemberTotp } from '../member/check-member-totp.js';
import { sendMessage } from '../messages/send-message.js';

/** Wrong TOTP codes a member's second factor takes, across every path that checks it, before it is locked. */
export const TOTP_MAX_FAILURES = 10;
/** How long the factor stays locked; after it, each further wrong code locks it again (until a right one). */
export const TOTP_LOCK_MINUTES = 30;
/** Failures without any newer attempt for this long no longer count (a rare mistyped code does not add up). */
export const TOTP_FAILURE_MEMORY_HOURS = 24;

type TGuardedMember = { id: bigint; merchantId: bigint };

/**
 * Takes one attempt slot in a single statement: a locked factor takes none (locked_until is answered), an
 * unlocked one counts the attempt, capped at one past the limit so refused attempts do not pile up. Because
 * the count goes up before the code is checked, twenty parallel wrong answers get at most TOTP_MAX_FAILURES
 * checks between them; the others are refused without a check.
 */
async function takeAttempt(db: TDb, memberId: bigint) {
  const { rows } = await sql<{ failures: number; locked_until: Date | null; is_locked: boolean }>`
    INSERT INTO member_totp_guard AS g (member_id, failures) VALUES (${memberId}, 1)
    ON CONFLICT (member_id) DO UPDATE SET
      failures = CASE
        WHEN g.locked_until > now() THEN g.failures
        WHEN g.updated_at <= now() - make_interval(hours => ${TOTP_FAILURE_MEMORY_HOURS}) THEN 1
        ELSE least(g.failures + 1, ${TOTP_MAX_FAILURES + 1}::int)
      END,
      updated_at = CASE WHEN g.locked_until > now() THEN g.updated_at ELSE now() END
    RETURNING failures, locked_until, coalesce(locked_until > now(), false) AS is_locked
  `.execute(db);
  return rows[0]!;
}

const lockedError = (lockedUntil: Date | null) =>
  new AppError('TOTP_LOCKED', lockedUntil ? { lockedUntil: new Date(lockedUntil).toISOString() } : undefined);

/**
 * After a wrong code: when the count has reached the limit and the factor is not locked yet, locks it and
 * tells the member (the one request whose update takes the lock sends the notice). The count is left one
 * short of the limit, so after the lock one more wrong code locks it again.
 */
async function lockIfExhausted(db: TDb, member: TGuardedMember): Promise<void> {
  const locked = await db
    .updateTable('member_totp_guard')
    .set({
      locked_until: sql<Date>`now() + make_interval(mins => ${TOTP_LOCK_MINUTES})`,
      failures: TOTP_MAX_FAILURES - 1,
      updated_at: sql<Date>`now()`,
    })
    .where('member_id', '=', member.id)
    .where('failures', '>=', TOTP_MAX_FAILURES)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('locked_until')
    .executeTakeFirst();
  if (!locked) return;
  const row = await db.selectFrom('member').select('language').where('id', '=', member.id).executeTakeFirst();
  const text = composeTotpLockedNotice({ lockMinutes: TOTP_LOCK_MINUTES, language: row?.language });
  await sendMessage(db, {
    merchantId: member.merchantId,
    audience: 'MEMBER',
    memberId: member.id,
    title: text.subject,
    content: text.body,
    sentBy: null,
  });
}

/**
 * Checks a code of the member's bound TOTP under the member's failure limit (login challenges, SMS login,
 * reset by phone, payment password and unbinding all go through here, so their failures add up). Locked, or no slot left
 * while other answers are being checked → TOTP_LOCKED without checking. Right → true and the count is
 * cleared; wrong → false, counted, and the factor locked once the count reaches TOTP_MAX_FAILURES.
 * The code itself is checked by checkMemberTotp (replay-proof: a step is accepted once).
 */
export async function checkGuardedTotp(
  db: TDb,
  member: TGuardedMember,
  code: string,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const attempt = await takeAttempt(db, member.id);
  if (attempt.is_locked) throw lockedError(attempt.locked_until);
  if (attempt.failures > TOTP_MAX_FAILURES) {
    // Every slot is taken by answers still being checked (or already wrong): the factor is spent.
    await lockIfExhausted(db, member);
    throw lockedError(await findTotpLock(db, member.id));
  }
  if (await checkMemberTotp(db, member.id, code, nowMs)) {
    await db
      .updateTable('member_totp_guard')
      .set({ failures: 0, locked_until: null, updated_at: sql<Date>`now()` })
      .where('member_id', '=', member.id)
      .execute();
    return true;
  }
  await lockIfExhausted(db, member);
  return false;
}

/** Whether the member's second factor is locked now (a login refuses before opening a challenge). */
export async function findTotpLock(db: TDb, memberId: bigint): Promise<Date | null> {
  const row = await db
    .selectFrom('member_totp_guard')
    .select('locked_until')
    .where('member_id', '=', memberId)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** TOTP_LOCKED when the member's second factor is locked now. */
export async function refuseIfTotpLocked(db: TDb, memberId: bigint): Promise<void> {
  const lockedUntil = await findTotpLock(db, memberId);
  if (lockedUntil) throw lockedError(lockedUntil);
}
