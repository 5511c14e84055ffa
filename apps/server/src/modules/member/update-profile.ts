import {
  BIRTHDAY_MIN_AGE_YEARS,
  characterCount,
  checkRegisterRule,
  hasMinimumAge,
  PATTERN_FAMILIES,
  type TMemberInfo,
  type TRegisterRule,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { loadMemberInfo } from './member-view.js';

export type TProfileUpdate = { nickname?: string; payeeName?: string; birthday?: string };

/** Nickname: pattern family 12 ('no spaces'), 1..32 characters. */
const NICKNAME_PATTERN_ID = 12;
const NICKNAME_MAX_LENGTH = 32;
/** The payee name rule when the merchant has none: any characters, 1..50 (the contract's bound). */
const DEFAULT_PAYEE_NAME_RULE: TRegisterRule = {
  field: 'payeeName',
  patternId: 1,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 50,
  enabled: true,
  required: true,
};

/** 'yyyy-MM-dd' for a birthday typed as yyyy-MM-dd or MM-dd-yyyy (pattern family 13), else null. */
function toIsoBirthday(value: string): string | null {
  if (!PATTERN_FAMILIES[13]!.test(value)) return null;
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : value;
}

/** Field problems of the values themselves, before looking at what is stored. */
function checkProfileValues(
  merchant: TMerchant,
  input: TProfileUpdate,
  today: Date,
): { details: Record<string, string>; birthday?: string } {
  const details: Record<string, string> = {};
  if (input.nickname !== undefined) {
    const length = characterCount(input.nickname);
    const isValid =
      length >= 1 &&
      length <= NICKNAME_MAX_LENGTH &&
      PATTERN_FAMILIES[NICKNAME_PATTERN_ID]!.test(input.nickname);
    if (!isValid) details.nickname = `reg_pattern_${NICKNAME_PATTERN_ID}`;
  }
  if (input.payeeName !== undefined) {
    // The merchant's registration rule for the real name applies here too, even when the field is hidden there.
    const merchantRule = merchant.settings.registerRules.find((rule) => rule.field === 'payeeName');
    const rule = merchantRule ? { ...merchantRule, enabled: true, required: true } : DEFAULT_PAYEE_NAME_RULE;
    const failure = checkRegisterRule(rule, input.payeeName);
    if (failure) details.payeeName = failure.key;
  }
  let birthday: string | undefined;
  if (input.birthday !== undefined) {
    const iso = toIsoBirthday(input.birthday);
    if (iso === null) details.birthday = 'reg_pattern_13';
    else if (!hasMinimumAge(iso, BIRTHDAY_MIN_AGE_YEARS, today)) details.birthday = 'birthday_min_age';
    else birthday = iso;
  }
  return { details, birthday };
}

/**
 * PUT /wps/member/profile: the nickname changes freely; the payee name (real name) and the birthday can be set
 * once, while empty. Sending the value already stored is no change and passes; another value is
 * VALIDATION_FAILED with `payee_name_locked` / `birthday_locked`. Answers the member info.
 */
export async function updateProfile(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  input: TProfileUpdate,
  today: Date = new Date(),
): Promise<TMemberInfo> {
  const { details, birthday } = checkProfileValues(merchant, input, today);
  if (Object.keys(details).length > 0) throw new AppError('VALIDATION_FAILED', details);

  await db.transaction().execute(async (trx) => {
    // Locked, so two requests cannot both find the payee name empty and both set it.
    const stored = await trx
      .selectFrom('member')
      .select(['payee_name', 'birthday'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new AppError('NOT_FOUND');
    const lockedDetails: Record<string, string> = {};
    if (
      input.payeeName !== undefined &&
      stored.payee_name !== null &&
      stored.payee_name !== input.payeeName
    ) {
      lockedDetails.payeeName = 'payee_name_locked';
    }
    if (birthday !== undefined && stored.birthday !== null && stored.birthday !== birthday) {
      lockedDetails.birthday = 'birthday_locked';
    }
    if (Object.keys(lockedDetails).length > 0) throw new AppError('VALIDATION_FAILED', lockedDetails);

    const changes = {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.payeeName !== undefined && stored.payee_name === null ? { payee_name: input.payeeName } : {}),
      ...(birthday !== undefined && stored.birthday === null ? { birthday } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('member').set(changes).where('id', '=', memberId).execute();
    }
  });
  return loadMemberInfo(db, memberId);
}
