/** Member-centre pages by route name, in menu order (spec section 2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  /** Limits, reality checks, time-out and self-exclusion (issue 21; not in the spec's list, docs/site.md). */
  'responsibleGaming',
] as const;
export type TMemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: TMemberPage = 'securityCenter';

export function isMemberPage(value: unknown): value is TMemberPage {
  return typeof value === 'string' && (MEMBER_PAGES as readonly string[]).includes(value);
}

/** Agent-centre pages; the last four depend on the member's consolidated contract flags. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;
export type TAgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: TAgentPage = 'agentTeamOverview';
