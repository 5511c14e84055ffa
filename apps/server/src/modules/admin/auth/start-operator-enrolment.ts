import { sql } from 'kysely';
import type { TOperatorEnrolmentStart, TOperatorEnrolmentTicket } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import { newSessionToken } from '../../../platform/auth/session-token.js';
import { buildOtpauthUri, generateTotpSecret } from '../../../platform/auth/totp.js';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
import type { TLoginClient } from './login-operator.js';

/** How long the operator has to confirm the secret with a code before it must start again. */
export const OPERATOR_ENROLMENT_MINUTES = 10;

/**
 * First sign-in of an operator without TOTP: the password proves it (the same throttle and the same
 * WRONG_CREDENTIALS as login), then a new secret is kept sealed as a pending enrolment, replacing any earlier
 * one, and answered once with a ticket that finishes it. An enrolled operator is refused (CONFLICT
 * totp_already_enrolled, counted as a failure): a second enrolment would let a password alone replace its TOTP.
 * A right password is the whole proof an operator without TOTP can give, so, like a login, it clears the
 * username's failures.
 */
export async function startOperatorEnrolment(
  ctx: TAppContext,
  input: TOperatorEnrolmentStart,
  client: TLoginClient,
): Promise<TOperatorEnrolmentTicket> {
  const username = input.username.toLowerCase();
  await claimLoginAttempt(ctx.db, username, client.ip);
  const row = await ctx.db
    .selectFrom('operator')
    .select(['id', 'password_hash', 'is_disabled'])
    .where('username', '=', username)
    .executeTakeFirst();
  const isPasswordRight = await verifyPassword(row?.password_hash, input.password);
  if (!row || !isPasswordRight || row.is_disabled) throw new AppError('WRONG_CREDENTIALS');

  const secret = generateTotpSecret();
  const { token: ticket, tokenHash } = newSessionToken();
  const expiresAt = await ctx.db.transaction().execute(async (trx) => {
    // Locked, so an enrolment finishing at the same moment cannot be followed by a pending one for its operator.
    const current = await trx
      .selectFrom('operator')
      .select(['totp_enrolled_at', 'is_disabled'])
      .where('id', '=', row.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.is_disabled) throw new AppError('WRONG_CREDENTIALS');
    if (current.totp_enrolled_at !== null) throw new AppError('CONFLICT', undefined, 'totp_already_enrolled');
    const pending = await trx
      .insertInto('operator_totp_enrolment')
      .values({
        operator_id: row.id,
        ticket_hash: tokenHash,
        secret: sealSecret('operator-totp', secret),
        expires_at: sql<Date>`now() + make_interval(mins => ${OPERATOR_ENROLMENT_MINUTES})`,
      })
      .onConflict((oc) =>
        oc.column('operator_id').doUpdateSet((eb) => ({
          ticket_hash: eb.ref('excluded.ticket_hash'),
          secret: eb.ref('excluded.secret'),
          created_at: sql<Date>`now()`,
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await clearLoginFailures(trx, username);
    return pending.expires_at;
  });
  return {
    ticket,
    secret,
    otpauthUri: buildOtpauthUri(username, secret),
    expiresAt: expiresAt.toISOString(),
  };
}
