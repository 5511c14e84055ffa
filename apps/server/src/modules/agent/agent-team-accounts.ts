import {
  ACCOUNT_TYPES,
  checkRegisterRule,
  type TTeamAccountCreate,
  type TTeamAccountCreated,
} from '@kirin/contracts';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/**
 * The merchant's username and password rules, exactly as registration applies them (both always required),
 * and the confirmation; field → message key (reg_pattern_{id}, field_required, inconsistent_twice).
 */
export function checkTeamAccountFields(
  merchant: TMerchant,
  input: TTeamAccountCreate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const rule of merchant.settings.registerRules) {
    if (rule.field !== 'username' && rule.field !== 'password') continue;
    const failure = checkRegisterRule({ ...rule, enabled: true, required: true }, input[rule.field]);
    if (failure) problems[rule.field] = failure.key;
  }
  if (input.confirmPassword !== input.password) problems.confirmPassword = 'inconsistent_twice';
  return problems;
}

/**
 * An account the agent opens directly under itself (spec section 2, agent centre "register account"): a player
 * (type 0) or an agent account that does not play (type 2). The password is the agent's choice, so the new
 * account must change it at its first login; register_method AGENT tells it from a self-registration.
 */
export async function createTeamAccount(
  ctx: TAppContext,
  merchant: TMerchant,
  agent: { id: bigint; ip: string },
  input: TTeamAccountCreate,
): Promise<TTeamAccountCreated> {
  const problems = checkTeamAccountFields(merchant, input);
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await ctx.db
      .insertInto('member')
      .values({
        merchant_id: merchant.id,
        username: input.username,
        account_type: input.kind === 'AGENT' ? ACCOUNT_TYPES.AGENT : ACCOUNT_TYPES.MEMBER,
        password_hash: passwordHash,
        must_change_password: true,
        upline_id: agent.id,
        register_method: 'AGENT',
        register_ip: agent.ip,
        language: merchant.brand.defaultLanguage,
      })
      .returning(['id', 'username', 'account_type'])
      .executeTakeFirstOrThrow();
    return { id: String(row.id), username: row.username, accountType: row.account_type };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
