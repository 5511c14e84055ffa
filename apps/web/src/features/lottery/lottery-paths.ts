import { ROUTES } from '../../app/paths';

/** The betting view's sections, chosen by `?view=` (bet when absent). */
export const LOTTERY_VIEWS = ['bet', 'results', 'mybets'] as const;
export type TLotteryView = (typeof LOTTERY_VIEWS)[number];

export function isLotteryView(value: string | null): value is TLotteryView {
  return (LOTTERY_VIEWS as readonly (string | null)[]).includes(value);
}

/** `/lottery?gameCode=…&playType=…&view=…`: a game's betting view (the spec's query plus the section). */
export function lotteryGamePath(query: { gameCode: string; playType?: string; view?: TLotteryView }): string {
  const params = new URLSearchParams({ gameCode: query.gameCode });
  if (query.playType) params.set('playType', query.playType);
  if (query.view && query.view !== 'bet') params.set('view', query.view);
  return `${ROUTES.lottery.path}?${params.toString()}`;
}
