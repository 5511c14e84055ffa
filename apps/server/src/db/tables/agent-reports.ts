/** The team reports' daily rollups (migration 0032; modules/agent/reports/rollup.ts keeps them). */
export type TAgentMemberDayTable = {
  member_id: bigint;
  merchant_id: bigint;
  /** The merchant-zone day as YYYY-MM-DD (the pg date parser is off: dates stay text). */
  day: string;
  game_category: string;
  rounds: bigint;
  stake_minor: bigint;
  valid_bet_minor: bigint;
  payout_minor: bigint;
  won_stake_minor: bigint;
  lost_stake_minor: bigint;
};

export type TAgentMemberMoneyDayTable = {
  member_id: bigint;
  merchant_id: bigint;
  day: string;
  deposit_count: bigint;
  deposit_minor: bigint;
  first_deposit_minor: bigint;
  withdrawal_count: bigint;
  withdrawal_minor: bigint;
  bonus_minor: bigint;
  rebate_minor: bigint;
  dividend_minor: bigint;
  daily_salary_minor: bigint;
  hourly_salary_minor: bigint;
  realtime_salary_minor: bigint;
  registrations: bigint;
};

/** Everyone below an ancestor (depth > 0), per day and category. */
export type TAgentTeamDayTable = Omit<TAgentMemberDayTable, 'member_id'> & { ancestor_id: bigint };
export type TAgentTeamMoneyDayTable = Omit<TAgentMemberMoneyDayTable, 'member_id'> & {
  ancestor_id: bigint;
  depositors: bigint;
  first_deposit_count: bigint;
};

export type TAgentRollupWatermarkTable = { merchant_id: bigint; rolled_to: Date };

export type TAgentReportTables = {
  agent_member_day: TAgentMemberDayTable;
  agent_member_money_day: TAgentMemberMoneyDayTable;
  agent_team_day: TAgentTeamDayTable;
  agent_team_money_day: TAgentTeamMoneyDayTable;
  agent_rollup_watermark: TAgentRollupWatermarkTable;
};
