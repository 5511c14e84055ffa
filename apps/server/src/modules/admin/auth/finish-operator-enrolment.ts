import { sql } from 'kysely';
import type { TOperatorEnrolmentFinish } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { hashSessionToken, isWellFormedToken } from '../../../platform/auth/session-token.js';
import { matchTotpStep } from '../../../platform/auth/totp.js';
import { openSecret } from '../../../platform/secrets/seal-secret.js';
import { writeAudit } from '../audit/write-audit.js';
import { loadMerchantCodes, OPERATOR_VIEW_COLUMNS, toOperatorView } from '../operators/operator-view.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
import type { TLoginClient, TLoginResult } from './login-operator.js';
import { openOperatorSession } from './operator-sessions.js';

/**
 * Confirms a pending enrolment with a code from the authenticator: the secret becomes the operator's, the
 * code's step its last used one, the ticket is used up, and a session opens as at login. An unknown, used or
 * expired ticket answers TOTP_ENROLMENT_EXPIRED; a wrong code SECOND_FACTOR_REQUIRED, counted by the login
 * throttle (the ticket stays usable until it expires), and changes nothing.
 */
export async function finishOperatorEnrolment(
  ctx: TAppContext,
  input: TOperatorEnrolmentFinish,
  client: TLoginClient,
): Promise<TLoginResult> {
  // A ticket is 256 random bits: an unknown one is not worth throttling, it cannot be guessed.
  if (!isWellFormedToken(input.ticket)) throw new AppError('TOTP_ENROLMENT_EXPIRED');
  const ticketHash = hashSessionToken(input.ticket);
  const pending = await ctx.db
    .selectFrom('operator_totp_enrolment')
    .innerJoin('operator', 'operator.id', 'operator_totp_enrolment.operator_id')
    .select(['operator.id', 'operator.username', 'operator_totp_enrolment.secret'])
    .where('operator_totp_enrolment.ticket_hash', '=', ticketHash)
    .where('operator_totp_enrolment.expires_at', '>', sql<Date>`now()`)
    .where('operator.is_disabled', '=', false)
    .where('operator.totp_enrolled_at', 'is', null)
    .executeTakeFirst();
  if (!pending) throw new AppError('TOTP_ENROLMENT_EXPIRED');
  await claimLoginAttempt(ctx.db, pending.username, client.ip);
  const step = matchTotpStep(input.totpCode, openSecret('operator-totp', pending.secret));
  if (step === null) throw new AppError('SECOND_FACTOR_REQUIRED');

  return ctx.db.transaction().execute(async (trx) => {
    // Using up the ticket first: of two finishes sent at once, one opens a session and the other finds nothing.
    const used = await trx
      .deleteFrom('operator_totp_enrolment')
      .where('ticket_hash', '=', ticketHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('secret')
      .executeTakeFirst();
    if (!used) throw new AppError('TOTP_ENROLMENT_EXPIRED');
    const enrolled = await trx
      .updateTable('operator')
      .set({
        totp_secret: used.secret,
        totp_enrolled_at: sql<Date>`now()`,
        last_totp_step: BigInt(step),
        last_login_at: sql<Date>`now()`,
        last_login_ip: client.ip,
      })
      .where('id', '=', pending.id)
      .where('is_disabled', '=', false)
      .where('totp_enrolled_at', 'is', null)
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirst();
    if (!enrolled) throw new AppError('TOTP_ENROLMENT_EXPIRED');
    const session = await openOperatorSession(trx, {
      operatorId: pending.id,
      lifetimeHours: ctx.config.OPERATOR_SESSION_HOURS,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await clearLoginFailures(trx, pending.username);
    const actor = { operatorId: pending.id, ip: client.ip, requestId: client.requestId };
    const target = `operator:${pending.id}`;
    await writeAudit(trx, actor, {
      action: 'auth.totp_enrol',
      target,
      before: { totpEnrolledAt: null },
      after: { totpEnrolledAt: enrolled.totp_enrolled_at?.toISOString() ?? null },
    });
    // The enrolment is also the operator's sign-in: it is found among the logins like any other.
    await writeAudit(trx, actor, { action: 'auth.login', target });
    const operator = toOperatorView(enrolled, await loadMerchantCodes(trx, [enrolled]));
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), operator };
  });
}
