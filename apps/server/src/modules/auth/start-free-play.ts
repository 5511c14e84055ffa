import { randomBytes } from 'node:crypto';
import { isModuleEnabled, MODULE_IDS, type TLoginResponse } from '@kirin/contracts';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { takeQuota } from '../../platform/rate-quota.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import type { TLoginClient } from './login-member.js';
import { grantMemberSession } from './member-login-record.js';

/** Trial accounts one IP may open per clock hour (platform/rate-quota.ts). */
export const TRIAL_ACCOUNTS_PER_IP_PER_HOUR = 10;
/** Trial accounts and their sessions are removed after this long (job cleanup-trial-accounts). */
export const TRIAL_ACCOUNT_LIFETIME_HOURS = 24;
const TRIAL_TYPE = 4;

/**
 * Free play: a new trial account (isAgent 4) per request, with the merchant's demo balance, logged in at once.
 * It has no password anyone knows, so it can only be reached through this session.
 */
export async function startFreePlay(
  ctx: TAppContext,
  merchant: TMerchant,
  client: TLoginClient,
): Promise<TLoginResponse> {
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.FREE_PLAY))
    throw new AppError('MODULE_DISABLED');
  // Counted before the hashing, in one statement: a parallel burst from one IP cannot all pass the check.
  await takeQuota(ctx.db, {
    scope: 'free-play',
    key: `${merchant.id}:${client.ip}`,
    limit: TRIAL_ACCOUNTS_PER_IP_PER_HOUR,
    windowSeconds: 3600,
  });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .insertInto('member')
      .values({
        merchant_id: merchant.id,
        username: `trial_${randomBytes(5).toString('hex')}`,
        account_type: TRIAL_TYPE,
        password_hash: passwordHash,
        demo_balance_minor: BigInt(merchant.settings.accounts.trialBalanceMinor),
        register_ip: client.ip,
        language: merchant.brand.defaultLanguage,
      })
      .returning(['id', 'username', 'account_type', 'last_login_at', 'password_changed_at'])
      .executeTakeFirstOrThrow();
    const answer = await grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'freeplay',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: false,
    });
    // A demo visit has no first-login action (welcome, profile completion) to run.
    return { ...answer, firstTimeLogin: false };
  });
}
