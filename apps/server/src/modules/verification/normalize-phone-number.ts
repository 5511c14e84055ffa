import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { AppError } from '../../platform/errors.js';

/** A mobile number in the forms we store and send to. */
export type TPhoneNumber = {
  /** '+<dialing code><national number>', the verification_code and message_outbox destination. */
  destination: string;
  /** Digits without '+': member.country_dialing_code. */
  countryDialingCode: string;
  /** The national significant number without trunk prefix ('912345678' for 0912 345 678): member.mobile_num. */
  mobileNum: string;
};

/**
 * A number as typed plus its country dialing code ('84' or '+84'; optional when the number starts with '+'),
 * checked against the country's numbering plan. Empty → PHONE_MISSING_NUMBER; not a valid number of that
 * country → PHONE_INVALID_NUMBER.
 */
export function normalizePhoneNumber(
  rawNumber: string | undefined | null,
  rawDialingCode: string | undefined | null,
): TPhoneNumber {
  const number = rawNumber?.trim() ?? '';
  if (number === '') throw new AppError('PHONE_MISSING_NUMBER');
  const dialingCode = rawDialingCode?.trim().replace(/^\+/, '') ?? '';
  if (dialingCode !== '' && !/^\d{1,4}$/.test(dialingCode)) throw new AppError('PHONE_INVALID_NUMBER');
  if (dialingCode === '' && !number.startsWith('+')) throw new AppError('PHONE_INVALID_NUMBER');
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(number, dialingCode ? { defaultCallingCode: dialingCode } : undefined);
  } catch {
    throw new AppError('PHONE_INVALID_NUMBER');
  }
  // A number typed with its own '+<code>' must still belong to the country chosen beside it.
  if (!parsed.isValid() || (dialingCode !== '' && parsed.countryCallingCode !== dialingCode)) {
    throw new AppError('PHONE_INVALID_NUMBER');
  }
  return {
    destination: `+${parsed.countryCallingCode}${parsed.nationalNumber}`,
    countryDialingCode: parsed.countryCallingCode,
    mobileNum: parsed.nationalNumber,
  };
}
