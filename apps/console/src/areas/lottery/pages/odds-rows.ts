import { findLotteryBetType } from '@kirin/contracts';

/** One price of an odds table: a bet type's prize (WIN, a tier, a picked value) and its decimal price. */
export type TOddsRow = { betCode: string; betName: string; prize: string; price: string };

/** An odds table ({ betCode: { prize: price } }) as rows, in the table's order. */
export function oddsRowsOf(odds: Record<string, Record<string, string>>): TOddsRow[] {
  return Object.entries(odds).flatMap(([betCode, prizes]) =>
    Object.entries(prizes).map(([prize, price]) => ({
      betCode,
      betName: findLotteryBetType(betCode)?.name ?? '',
      prize,
      price,
    })),
  );
}

/** Decimal odds as the route reads them: above 0, at most three places. */
export const ODDS_PRICE = /^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,3})?$/;
