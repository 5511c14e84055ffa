import { ZAccountType, ZLanguage, type TMemberInfo } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TMemberTable } from '../../db/tables/accounts.js';
import { AppError } from '../../platform/errors.js';
import { toAvatar } from './avatars.js';
import { maskEmail, maskMobile } from './mask-contact.js';

/** The member columns ZMemberInfo is made of. */
export const MEMBER_INFO_COLUMNS = [
  'id',
  'username',
  'account_type',
  'nickname',
  'upline_id',
  'club_label',
  'rank_level',
  'member_labels',
  'avatar',
  'avatar_type',
  'language',
  'payee_name',
  'birthday',
  'email',
  'mobile_num',
  'country_dialing_code',
  'payment_password_hash',
  'totp_secret',
  'previous_login_at',
  'previous_login_ip',
  'created_at',
] as const;

export type TMemberInfoRow = Pick<Selectable<TMemberTable>, (typeof MEMBER_INFO_COLUMNS)[number]>;

/**
 * A member row as the member sees it: e-mail and mobile masked (the full values never leave the server),
 * secrets reduced to "is it set", and the login before the current one as lastLogin*.
 */
export function toMemberInfo(row: TMemberInfoRow): TMemberInfo {
  const type = ZAccountType.parse(row.account_type);
  const language = ZLanguage.safeParse(row.language);
  return {
    id: row.id.toString(),
    account: row.username,
    nickname: row.nickname,
    type,
    isAgent: type,
    toUpline: row.upline_id !== null,
    clubLabel: row.club_label ? { labelName: row.club_label, rankLevel: row.rank_level } : null,
    memberLabel: row.member_labels.map((labelName) => ({ labelName })),
    ...toAvatar(row),
    language: language.success ? language.data : 'TW',
    payeeName: row.payee_name,
    birthday: row.birthday,
    email: row.email === null ? null : maskEmail(row.email),
    mobileNum: row.mobile_num === null ? null : maskMobile(row.mobile_num),
    countryDialingCode: row.country_dialing_code,
    hasPaymentPassword: row.payment_password_hash !== null,
    totpBound: row.totp_secret !== null,
    lastLoginTime: row.previous_login_at?.toISOString() ?? null,
    lastLoginIp: row.previous_login_ip,
    createdAt: row.created_at.toISOString(),
    // A property of the session, not of the member: GET /wps/member/info fills it in.
    cpw: false,
  };
}

/** GET /wps/member/info for `memberId` (also answered by login-adjacent calls that return the member). */
export async function loadMemberInfo(db: TDb, memberId: bigint): Promise<TMemberInfo> {
  const row = await db
    .selectFrom('member')
    .select(MEMBER_INFO_COLUMNS)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toMemberInfo(row);
}
