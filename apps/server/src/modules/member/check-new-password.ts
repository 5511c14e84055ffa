import { checkRegisterRule, findNewPasswordRule } from '@kirin/contracts';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/**
 * A new password against the merchant's 'password' registration rule (always enforced, as at registration),
 * and its confirmation when the form has one: VALIDATION_FAILED with details newPassword → the rule's message
 * key (`reg_pattern_{id}`), confirmNewPassword → 'checkPass'.
 */
export function checkNewPassword(merchant: TMerchant, newPassword: string, confirmation?: string): void {
  const problems: Record<string, string> = {};
  const failure = checkRegisterRule(findNewPasswordRule(merchant.settings.registerRules), newPassword);
  if (failure) problems.newPassword = failure.key;
  if (confirmation !== undefined && confirmation !== newPassword) problems.confirmNewPassword = 'checkPass';
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);
}
