import { sql } from 'kysely';
import type { TOperator } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit } from '../audit/write-audit.js';
import { loadMerchantCodes, OPERATOR_VIEW_COLUMNS, toOperatorView } from '../operators/operator-view.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
import { openOperatorSession } from './operator-sessions.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import { matchTotpStep } from '../../../platform/auth/totp.js';
import { openSecret } from '../../../platform/secrets/seal-secret.js';

export type TLoginInput = { username: string; password: string; totpCode?: string };
export type TLoginClient = { ip: string; userAgent: string | null; requestId: string };
export type TLoginResult = { token: string; expiresAt: string; operator: TOperator };

/**
 * Password, then TOTP. Unknown username, wrong password and disabled account all answer WRONG_CREDENTIALS
 * after the same hashing work; a right password answers TOTP_ENROLMENT_REQUIRED for an operator without TOTP
 * yet (code or not), and SECOND_FACTOR_REQUIRED with a missing, wrong or already used code. Every failure
 * counts towards the throttle.
 */
export async function loginOperator(
  ctx: TAppContext,
  input: TLoginInput,
  client: TLoginClient,
): Promise<TLoginResult> {
  const username = input.username.toLowerCase();
  await claimLoginAttempt(ctx.db, username, client.ip);
  const row = await ctx.db
    .selectFrom('operator')
    .select(['id', 'password_hash', 'totp_secret', 'totp_enrolled_at', 'is_disabled'])
    .where('username', '=', username)
    .executeTakeFirst();
  const isPasswordRight = await verifyPassword(row?.password_hash, input.password);
  if (!row || !isPasswordRight || row.is_disabled) throw new AppError('WRONG_CREDENTIALS');
  if (row.totp_enrolled_at === null || row.totp_secret === null)
    throw new AppError('TOTP_ENROLMENT_REQUIRED');
  const step = input.totpCode
    ? matchTotpStep(input.totpCode, openSecret('operator-totp', row.totp_secret))
    : null;
  if (step === null) throw new AppError('SECOND_FACTOR_REQUIRED');

  return ctx.db.transaction().execute(async (trx) => {
    // Accepting the step and logging in is one statement, so a code used twice at once is accepted once.
    const accepted = await trx
      .updateTable('operator')
      .set({ last_totp_step: BigInt(step), last_login_at: sql`now()`, last_login_ip: client.ip })
      .where('id', '=', row.id)
      .where('is_disabled', '=', false)
      .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', BigInt(step))]))
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirst();
    if (!accepted) throw new AppError('SECOND_FACTOR_REQUIRED');
    const session = await openOperatorSession(trx, {
      operatorId: row.id,
      lifetimeHours: ctx.config.OPERATOR_SESSION_HOURS,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await clearLoginFailures(trx, username);
    await writeAudit(
      trx,
      { operatorId: row.id, ip: client.ip, requestId: client.requestId },
      { action: 'auth.login', target: `operator:${row.id}` },
    );
    const operator = toOperatorView(accepted, await loadMerchantCodes(trx, [accepted]));
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), operator };
  });
}
