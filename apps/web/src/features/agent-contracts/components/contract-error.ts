import type { TFunction } from 'i18next';
import { errorMessageKey, isApiError } from '../../../lib/api-error';

/** A refused contract call as the member reads it: the rule it broke when the server names one. */
export function contractErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.details?.rule) return t(`agent_contracts_rule_${error.details.rule}`);
  return t(errorMessageKey(error));
}
