import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

/** Tries before giving up on a free code (31^8 codes: a clash is already rare). */
const MAX_CODE_TRIES = 8;

/** A fresh code drawn with the CSPRNG from the unambiguous alphabet. */
export function drawReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** What a person typed or a link carried, as codes are stored: trimmed, upper case. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();

/**
 * The member's referral code, made on first read. Concurrent first reads agree: the insert does nothing when
 * the member already has one (or the drawn code is taken, then another is drawn) and the stored one answers.
 */
export async function ensureReferralCode(db: TDb, merchantId: bigint, memberId: bigint): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt++) {
    const existing = await db
      .selectFrom('referral_code')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (existing) return existing.code;
    await db
      .insertInto('referral_code')
      .values({ member_id: memberId, merchant_id: merchantId, code: drawReferralCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`no free referral code for member ${memberId}`);
}

export type TReferrer = { memberId: bigint; code: string };

/**
 * The owner of a referral code of this merchant, an open real member account. Unknown, another merchant's,
 * or a closed account → REFERRAL_CODE_ERROR.
 */
export async function findReferrer(db: TDb, merchantId: bigint, rawCode: string): Promise<TReferrer> {
  const code = normalizeReferralCode(rawCode);
  const row = await db
    .selectFrom('referral_code as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['c.member_id', 'c.code'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.code', '=', code)
    .where('m.is_disabled', '=', false)
    .executeTakeFirst();
  if (!row) throw new AppError('REFERRAL_CODE_ERROR');
  return { memberId: row.member_id, code: row.code };
}
