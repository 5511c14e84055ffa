import { GAME_CATEGORIES, type TGameCategory, type TPersonalProfit } from '@kirin/contracts';

type TProfitRow = TPersonalProfit['rows'][number];
type TCategoryTotals = TPersonalProfit['byCategory'][number];

/** One category of the personal profit table: its days (newest first) and its subtotal. */
export type TProfitGroup = { gameCategory: TGameCategory; days: TProfitRow[]; subtotal: TCategoryTotals };

/** The answer's rows grouped by category in menu order; a category without a subtotal is left out. */
export function groupProfitByCategory(profit: TPersonalProfit): TProfitGroup[] {
  return GAME_CATEGORIES.flatMap((gameCategory) => {
    const subtotal = profit.byCategory.find((line) => line.gameCategory === gameCategory);
    if (!subtotal) return [];
    const days = profit.rows
      .filter((row) => row.gameCategory === gameCategory)
      // ISO days sort as text.
      .sort((a, b) => b.day.localeCompare(a.day));
    return [{ gameCategory, days, subtotal }];
  });
}
