import type { TMemberInfo } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { consumeCode } from '../verification/consume-code.js';
import { normalizePhoneNumber } from '../verification/normalize-phone-number.js';
import { findMemberByMobile } from './find-member-by-mobile.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { loadMemberInfo } from './member-view.js';

export type TBindMobileInput = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/**
 * POST /wps/member/bind/mobile: binds a mobile number once, proven by the BIND code sent to it
 * (/wps/verification/sms/bind). In order: the number (PHONE_MISSING_NUMBER, PHONE_INVALID_NUMBER), a number
 * already bound → VALIDATION_FAILED {mobileNum: 'mobile_already_bound'}, another member of the merchant
 * holds it → MOBILE_TAKEN (before the code, which then stays usable), the code (PHONE_INVALID_CODE,
 * PHONE_CODE_EXPIRED; its own five attempts). Stored as normalised: '84' and '912345678' for '0912 345 678'.
 */
export async function bindMobile(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  input: TBindMobileInput,
): Promise<TMemberInfo> {
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  const current = await db
    .selectFrom('member')
    .select('mobile_num')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (current.mobile_num !== null)
    throw new AppError('VALIDATION_FAILED', { mobileNum: 'mobile_already_bound' });
  if (await findMemberByMobile(db, member.merchantId, phone)) throw new AppError('MOBILE_TAKEN');

  // Not in a transaction with the update: a wrong code's spent attempt must stay spent.
  await consumeCode(db, {
    merchantId: member.merchantId,
    channel: 'SMS',
    destination: phone.destination,
    purpose: 'BIND',
    code: input.verificationCode,
  });
  let bound;
  try {
    bound = await db
      .updateTable('member')
      .set({ mobile_num: phone.mobileNum, country_dialing_code: phone.countryDialingCode })
      .where('id', '=', member.id)
      .where('mobile_num', 'is', null)
      .returning('id')
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error, 'member_mobile_idx')) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
  if (!bound) throw new AppError('VALIDATION_FAILED', { mobileNum: 'mobile_already_bound' });
  return loadMemberInfo(db, member.id);
}
