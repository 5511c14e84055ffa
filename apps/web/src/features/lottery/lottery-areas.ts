import type { TLotteryGameView } from '@kirin/contracts';

export type TLotteryArea = TLotteryGameView['area'];
export type TLotteryPrizeMode = TLotteryGameView['prizeMode'];

/** The lobby's areas in the order the tabs show them. */
export const LOTTERY_AREAS: readonly TLotteryArea[] = ['VN', 'SEA', 'ELOTT'];

/** The routes that open the lottery, and the area each opens on (/lottery: the Vietnamese one first). */
export type TLotteryRoute = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

export const AREA_OF_ROUTE: Record<TLotteryRoute, TLotteryArea> = {
  lottery: 'VN',
  vnlottery: 'VN',
  seaLottery: 'SEA',
  elott: 'ELOTT',
};

export const TITLE_KEY_OF_ROUTE: Record<TLotteryRoute, string> = {
  lottery: 'nav_lottery',
  vnlottery: 'nav_vn_lottery',
  seaLottery: 'nav_sea_lottery',
  elott: 'category_ELOTT',
};

/** Whether a game is drawn in house every few minutes (seed and hash, balls), rather than from an official draw. */
export function isFastGame(game: Pick<TLotteryGameView, 'area'>): boolean {
  return game.area === 'ELOTT';
}
