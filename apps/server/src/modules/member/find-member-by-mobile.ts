import { ACCOUNT_TYPES } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * The member of `merchantId` who has bound this mobile number (stored as normalizePhoneNumber gives it:
 * country_dialing_code '84', mobile_num '912345678'), or undefined, with whether an authenticator is bound.
 * Trial accounts never have one.
 */
export function findMemberByMobile(
  db: TDb,
  merchantId: bigint,
  phone: { countryDialingCode: string; mobileNum: string },
) {
  return db
    .selectFrom('member')
    .select(['id', 'username', 'account_type', 'is_disabled'])
    .select(sql<boolean>`totp_secret IS NOT NULL`.as('has_totp'))
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', phone.countryDialingCode)
    .where('mobile_num', '=', phone.mobileNum)
    .where('account_type', '!=', ACCOUNT_TYPES.TRIAL)
    .executeTakeFirst();
}
