/** Account types (isAgent) that may open the agent centre (spec section 4). */
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (demo) account type: a guest for account pages and real-money actions. */
export const TRIAL_ACCOUNT_TYPE = 4;
/** Member rank above which customer service is the VIP line (spec section 6). */
export const VIP_RANK_THRESHOLD = 4;

export function isTrialAccount(isAgent: number | null): boolean {
  return isAgent === TRIAL_ACCOUNT_TYPE;
}

export function canOpenAgentCentre(isAgent: number | null): boolean {
  return isAgent !== null && AGENT_CENTRE_TYPES.includes(isAgent);
}
