import type { ReactNode } from 'react';
import { renderRecords } from '../../../bet-records/testing/render-records';
import { addAgentTranslations } from '../../agent-translations';

export { queriesSentTo } from '../../../bet-records/testing/render-records';

/** Renders an agent report page in English with the agent texts loaded; `answers` by path (fetch-mock). */
export function renderAgentReport(
  page: ReactNode,
  answers: Parameters<typeof renderRecords>[1],
  timeZone?: string,
) {
  const view = renderRecords(page, answers, timeZone);
  addAgentTranslations();
  return view;
}

export const play = (validBet: number, payout: number) => ({
  rounds: validBet > 0 ? 1 : 0,
  stake: validBet,
  validBet,
  payout,
  winLoss: payout - validBet,
});
