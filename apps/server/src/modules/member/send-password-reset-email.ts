import { randomInt } from 'node:crypto';
import { ACCOUNT_TYPES } from '@kirin/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getMessageSender } from '../../platform/messaging/message-sender.js';
import { composeTemporaryPasswordEmail } from '../../platform/messaging/message-texts.js';
import { getThrottle } from '../../platform/rate-limit.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/** A temporary password works this long beside the member's own. */
export const TEMPORARY_PASSWORD_MINUTES = 30;
const TEMPORARY_PASSWORD_LENGTH = 12;
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** Reset e-mails one IP may ask for per window (every request counts, found or not). */
const RESETS_PER_IP = 5;
const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * 12 letters and digits from the CSPRNG, at least one of each (so it also passes a "letters plus digits"
 * rule); look-alike characters are left out because members type it from an e-mail.
 */
export function generateTemporaryPassword(): string {
  for (;;) {
    const chars = Array.from(
      { length: TEMPORARY_PASSWORD_LENGTH },
      () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
    );
    const password = chars.join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * "Forgot password" by e-mail: for the member with this username and bound e-mail, a temporary password is
 * e-mailed and kept (hashed) for 30 minutes beside the member's own password, which keeps working, so asking
 * for a reset locks nobody out. Unknown pair → USERNAME_OR_EMAIL_NOT_EXIST; the provider failing →
 * EMAIL_SEND_FAILED with nothing changed; more than five requests per IP in 15 minutes → RATE_LIMITED.
 */
export async function sendPasswordResetEmail(
  ctx: TAppContext,
  merchant: TMerchant,
  input: { username: string; email: string; ip: string },
): Promise<void> {
  await getThrottle(ctx, 'password-reset-email-ip', RESETS_PER_IP, RESET_WINDOW_SECONDS).hit(input.ip);
  const member = await ctx.db
    .selectFrom('member')
    .select(['id', 'username', 'email', 'language'])
    .where('merchant_id', '=', merchant.id)
    .where(sql`lower(username)`, '=', input.username.trim().toLowerCase())
    .where(sql`lower(email)`, '=', input.email.trim().toLowerCase())
    .where('account_type', '!=', ACCOUNT_TYPES.TRIAL)
    .where('is_disabled', '=', false)
    .executeTakeFirst();
  if (!member?.email) throw new AppError('USERNAME_OR_EMAIL_NOT_EXIST');

  const temporaryPassword = generateTemporaryPassword();
  const temporaryHash = await hashPassword(temporaryPassword);
  const text = composeTemporaryPasswordEmail({
    brandName: merchant.brand.brandName,
    username: member.username,
    temporaryPassword,
    validMinutes: TEMPORARY_PASSWORD_MINUTES,
    language: member.language,
  });
  // Sent before it is stored: when the provider fails (it throws), the member's row is left as it was.
  await getMessageSender(ctx).send({
    merchantId: merchant.id,
    channel: 'EMAIL',
    destination: member.email.toLowerCase(),
    subject: text.subject,
    body: text.body,
    secret: temporaryPassword,
  });
  await ctx.db
    .updateTable('member')
    .set({
      reset_password_hash: temporaryHash,
      reset_password_expires_at: sql`now() + make_interval(mins => ${TEMPORARY_PASSWORD_MINUTES})`,
    })
    .where('id', '=', member.id)
    .execute();
}
