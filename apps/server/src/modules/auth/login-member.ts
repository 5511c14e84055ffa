import { DEFAULT_PASSWORD, isAgentAccount, type TLoginRequest, type TLoginResponse } from '@kirin/contracts';
import { sql } from 'kysely';
import { verifyPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { checkCaptcha } from './captcha.js';
import {
  answerLoginChallenge,
  chooseIpMethod,
  hasLiveChallenge,
  openLoginChallenge,
} from './login-challenges.js';
import {
  assessLoginRisk,
  CAPTCHA_MARKER,
  clearLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-throttle.js';
import { grantMemberSession, recordMemberLogin } from './member-login-record.js';
import { refuseIfTotpLocked } from './totp-guard.js';

export type TLoginClient = { ip: string; userAgent: string | null };

/** The pure-agent account type: it works in the agent centre only. */
const AGENT_ONLY_TYPE = 2;
const TRIAL_TYPE = 4;

const MEMBER_LOGIN_COLUMNS = [
  'id',
  'username',
  'account_type',
  'password_hash',
  'reset_password_hash',
  'reset_password_expires_at',
  'must_change_password',
  'is_disabled',
  'last_login_at',
  'password_changed_at',
  'mobile_num',
  'country_dialing_code',
  'email',
  'payee_name',
  'totp_secret',
] as const;

/** Spec section 6: agents only in the agent area; accounts that do not play not on the member site. */
export function checkArea(area: TLoginRequest['area'], accountType: number): void {
  if (area === 'agent' && !isAgentAccount(accountType)) throw new AppError('NON_AGENT_LOGIN');
  if (area === 'member' && accountType === AGENT_ONLY_TYPE) throw new AppError('NON_MEMBER_LOGIN');
}

/**
 * Login by username and password: throttle and captcha first, then the password (the temporary one from
 * "forgot password" too), then two-factor and unregistered-IP challenges, then the session.
 */
export async function loginByPassword(
  ctx: TAppContext,
  merchant: TMerchant,
  input: TLoginRequest,
  client: TLoginClient,
): Promise<TLoginResponse> {
  const username = input.username?.trim() ?? '';
  const password = input.password?.trim() ?? '';
  if (!username || !password) {
    throw new AppError('VALIDATION_FAILED', {
      ...(username ? {} : { username: 'field_required' }),
      ...(password ? {} : { password: 'field_required' }),
    });
  }
  const throttleKey = username.toLowerCase();
  // The member and what its known IPs say about this one, in one round trip.
  const member = await ctx.db
    .selectFrom('member')
    .select(MEMBER_LOGIN_COLUMNS)
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('member_known_ip')
            .select('ip')
            .whereRef('member_known_ip.member_id', '=', 'member.id')
            .where('member_known_ip.ip', '=', client.ip),
        )
        .as('is_known_ip'),
      eb
        .exists(
          eb
            .selectFrom('member_known_ip')
            .select('ip')
            .whereRef('member_known_ip.member_id', '=', 'member.id'),
        )
        .as('has_known_ips'),
    ])
    .where('merchant_id', '=', merchant.id)
    .where(sql`lower(username)`, '=', throttleKey)
    .executeTakeFirst();
  const isKnownIp = Boolean(member?.is_known_ip);
  const throttle = {
    merchantId: merchant.id,
    username: throttleKey,
    ip: client.ip,
    isKnownIp,
    captchaAfterFailures: merchant.settings.accounts.captchaAfterFailures,
  };
  // Counted first, then judged: parallel attempts see each other (reserveLoginAttempt).
  const attemptId = await reserveLoginAttempt(ctx.db, throttle);
  try {
    const risk = await assessLoginRisk(ctx.db, { ...throttle, ownAttemptId: attemptId });
    // A login answering a live challenge already cleared the captcha and the password when the challenge was
    // opened; its captcha is used up, so asking for it again would make the challenge unanswerable.
    const isAnsweringChallenge =
      member !== undefined &&
      input.verification !== undefined &&
      (await hasLiveChallenge(ctx.db, {
        memberId: member.id,
        ip: client.ip,
        challengeId: input.verification.challengeId,
      }));
    if (risk.isCaptchaRequired && !isAnsweringChallenge) {
      if (!input.captcha || !input.captchaId) throw new AppError('CAPTCHA_REQUIRED', CAPTCHA_MARKER);
      if (!(await checkCaptcha(ctx.db, merchant.id, input.captchaId, input.captcha)))
        throw new AppError('CAPTCHA_INVALID', CAPTCHA_MARKER);
    }
  } catch (error) {
    // Refused before the password was looked at: not a failure of this account.
    await releaseLoginAttempt(ctx.db, attemptId);
    throw error;
  }

  let isRight = await verifyPassword(member?.password_hash, password);
  let isTemporaryPassword = false;
  if (!isRight && member?.reset_password_hash && member.reset_password_expires_at! > new Date()) {
    isTemporaryPassword = await verifyPassword(member.reset_password_hash, password);
    isRight = isTemporaryPassword;
  }
  // A trial account has no password a person knows; a disabled one answers like a wrong password.
  if (!member || !isRight || member.is_disabled || member.account_type === TRIAL_TYPE) {
    // The member's own history names the refusal (operators see "locked" there); the answer does not.
    if (member && member.account_type !== TRIAL_TYPE) {
      await recordMemberLogin(ctx.db, {
        memberId: member.id,
        ip: client.ip,
        userAgent: client.userAgent,
        loginType: 'username',
        outcome: isRight ? 'LOCKED' : 'WRONG_PASSWORD',
      });
    }
    // The reservation stays: it is this failure.
    const next = await assessLoginRisk(ctx.db, throttle).catch(() => ({ isCaptchaRequired: true }));
    throw new AppError('WRONG_CREDENTIALS', next.isCaptchaRequired ? CAPTCHA_MARKER : undefined);
  }
  await releaseLoginAttempt(ctx.db, attemptId);
  checkArea(input.area, member.account_type);

  // Two-factor first (a bound Google code), then the unregistered-IP check; a passed two-factor covers both.
  const ipMethod = chooseIpMethod(merchant.settings.accounts.ipVerification, member);
  const needsIpCheck = ipMethod !== null && Boolean(member.has_known_ips) && !isKnownIp;
  const reason = member.totp_secret ? 'TWO_FACTOR' : needsIpCheck ? 'NEW_IP' : null;
  if (reason) {
    if (!input.verification) {
      const method = reason === 'TWO_FACTOR' ? 'TOTP' : ipMethod!;
      // A locked second factor opens no challenge: the member hears why at once.
      if (method === 'TOTP') await refuseIfTotpLocked(ctx.db, member.id);
      const challenge = await openLoginChallenge(ctx, merchant, { member, ip: client.ip, reason, method });
      throw new AppError(
        reason === 'TWO_FACTOR' ? 'TWO_FACTOR_REQUIRED' : 'IP_VERIFICATION_REQUIRED',
        challenge,
      );
    }
    await answerLoginChallenge(ctx.db, {
      merchantId: merchant.id,
      member,
      ip: client.ip,
      challengeId: input.verification.challengeId,
      answer: input.verification.answer,
    });
  }

  return ctx.db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, merchant.id, throttleKey);
    return grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'username',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: password === DEFAULT_PASSWORD || isTemporaryPassword || member.must_change_password,
      purpose: input.purpose,
    });
  });
}
