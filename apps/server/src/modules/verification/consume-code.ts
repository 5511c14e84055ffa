import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { normalizePhoneNumber } from './normalize-phone-number.js';
import { CODE_MAX_ATTEMPTS, hashCode, type TCodeChannel, type TCodePurpose } from './verification-code.js';

type TConsumeInput = {
  merchantId: bigint;
  channel: TCodeChannel;
  /** As issued: '+84912345678' for SMS (normalizePhoneNumber), the lower-cased address for e-mail. */
  destination: string;
  purpose: TCodePurpose;
  code: string;
};

/**
 * Checks the newest code issued for (merchant, channel, destination, purpose) without spending it, and answers
 * its id for spendCode. No code, a used or burned one, or a wrong answer → PHONE_INVALID_CODE; past its
 * lifetime → PHONE_CODE_EXPIRED. Every check takes one of the code's five attempts in the same statement that
 * reads its hash, so parallel guesses get no more than five comparisons. For a flow that needs another proof
 * (the bound authenticator) before the code is spent: asking for it must not burn the code.
 */
export async function checkCode(db: TDb, input: TConsumeInput): Promise<bigint> {
  const newest = await db
    .selectFrom('verification_code')
    .select(['id', 'used_at', 'attempts', sql<boolean>`expires_at <= now()`.as('is_expired')])
    .where('merchant_id', '=', input.merchantId)
    .where('channel', '=', input.channel)
    .where('destination', '=', input.destination)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest || newest.used_at !== null || newest.attempts >= CODE_MAX_ATTEMPTS) {
    throw new AppError('PHONE_INVALID_CODE');
  }
  if (newest.is_expired) throw new AppError('PHONE_CODE_EXPIRED');
  const attempt = await db
    .updateTable('verification_code')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', newest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('code_hash')
    .executeTakeFirst();
  if (!attempt || !timingSafeEqual(attempt.code_hash, hashCode(input.code))) {
    throw new AppError('PHONE_INVALID_CODE');
  }
  return newest.id;
}

/** Marks a code checkCode accepted as used: of two requests that both checked it, one only gets it. */
export async function spendCode(db: TDb, codeId: bigint): Promise<void> {
  const used = await db
    .updateTable('verification_code')
    .set({ used_at: sql`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new AppError('PHONE_INVALID_CODE');
}

/**
 * Accepts the newest code issued for (merchant, channel, destination, purpose), once: checkCode, then the
 * winning answer marks it used so it is accepted once only.
 */
export async function consumeCode(db: TDb, input: TConsumeInput): Promise<void> {
  await spendCode(db, await checkCode(db, input));
}

/** consumeCode for an SMS code, with the number as typed (PHONE_MISSING_NUMBER / PHONE_INVALID_NUMBER first). */
export async function consumeSmsCode(
  db: TDb,
  input: Omit<TConsumeInput, 'channel' | 'destination'> & {
    mobileNum: string;
    countryDialingCode?: string | null;
  },
): Promise<{ destination: string; countryDialingCode: string; mobileNum: string }> {
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  await consumeCode(db, {
    merchantId: input.merchantId,
    channel: 'SMS',
    destination: phone.destination,
    purpose: input.purpose,
    code: input.code,
  });
  return phone;
}
