import { isModuleEnabled, MODULE_IDS, type TAccountType, type TLoginResponse } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TConfig } from '../../config.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { checkLoginExclusion, type TLoginPurpose } from '../protection/exclusions/index.js';
import { openMemberSession, type TLoginType } from './member-sessions.js';

type TLoggedInMember = {
  id: bigint;
  username: string;
  account_type: number;
  last_login_at: Date | null;
  password_changed_at: Date;
};

/** Whether the member's password is past the merchant's expiry (only with the password-expiry module on). */
export function isPasswordExpired(merchant: TMerchant, passwordChangedAt: Date): boolean {
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.PASSWORD_EXPIRY)) return false;
  const ageMs = Date.now() - passwordChangedAt.getTime();
  return ageMs > merchant.settings.accounts.passwordExpiryDays * 86_400_000;
}

export type TMemberLoginOutcome = 'SUCCESS' | 'WRONG_PASSWORD' | 'LOCKED';

/**
 * Appends one row to the member's login history (member_login, read by the operators' Members area): every
 * granted session, and every refused login of an existing member (wrong password, locked account).
 */
export async function recordMemberLogin(
  db: TDb,
  input: {
    memberId: bigint;
    ip: string;
    userAgent: string | null;
    loginType: TLoginType;
    outcome: TMemberLoginOutcome;
  },
): Promise<void> {
  await db
    .insertInto('member_login')
    .values({
      member_id: input.memberId,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      login_type: input.loginType,
      outcome: input.outcome,
    })
    .execute();
}

/**
 * Grants the session: the current login becomes the previous one, the IP is remembered as the member's,
 * the login is recorded in its history and a new session is opened. Runs inside the caller's transaction.
 */
export async function grantMemberSession(
  trx: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_HOURS'>,
  input: {
    merchant: TMerchant;
    member: TLoggedInMember;
    loginType: TLoginType;
    ip: string;
    userAgent: string | null;
    /** Force a password change (default or temporary password, an account created for the member). */
    isChangeForced: boolean;
    /** 'withdrawal': during a time-out or self-exclusion, a withdrawal-only session (issue 21). */
    purpose?: TLoginPurpose;
  },
): Promise<TLoginResponse> {
  const { member, ip } = input;
  await trx
    .updateTable('member')
    .set({
      previous_login_at: sql`last_login_at`,
      previous_login_ip: sql`last_login_ip`,
      last_login_at: sql`now()`,
      last_login_ip: ip,
    })
    .where('id', '=', member.id)
    .execute();
  // After that update has locked the member's row: a time-out being taken at this moment is seen here, or
  // it waits for this session and ends it.
  const { isWithdrawalOnly } = await checkLoginExclusion(trx, member.id, input.purpose ?? 'play');
  await trx
    .insertInto('member_known_ip')
    .values({ member_id: member.id, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen: sql`now()` }))
    .execute();
  await recordMemberLogin(trx, {
    memberId: member.id,
    ip,
    userAgent: input.userAgent,
    loginType: input.loginType,
    outcome: 'SUCCESS',
  });
  const passwordExpired = isPasswordExpired(input.merchant, member.password_changed_at);
  // Spec section 4: the forced change never applies to an sms login.
  const cpw = input.loginType !== 'sms' && (input.isChangeForced || passwordExpired);
  const token = await openMemberSession(trx, config, {
    memberId: member.id,
    loginType: input.loginType,
    ip,
    userAgent: input.userAgent,
    isPasswordChangeRequired: cpw,
    isWithdrawalOnly,
  });
  return {
    token,
    id: String(member.id),
    userName: member.username,
    isAgent: member.account_type as TAccountType,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired,
    cpw,
  };
}

/** One page of a member's login history, newest first, with the count. */
export async function listMemberLoginRows(
  db: TDb,
  memberId: bigint,
  page: { page: number; pageSize: number },
) {
  const base = db.selectFrom('member_login').where('member_id', '=', memberId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'at', 'ip', 'user_agent', 'login_type', 'outcome'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}
