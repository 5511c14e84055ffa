import type { TCashbackRate, TGameCategory } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { replaceCashbackRateTable } from './cashback-rates.js';

// The reference's VIP ladder (../shared/reference/promotions-and-loyalty.md §4), in % of the valid bet per
// level 0-7: slot/fish, card, live, lottery, sport. Its top card rate is published as ".1"; we read 1.0.
const LADDER_PERCENT: readonly (readonly [number, number, number, number, number])[] = [
  [0.4, 0.5, 0.35, 0.4, 0.35],
  [0.5, 0.6, 0.4, 0.4, 0.4],
  [0.55, 0.7, 0.45, 0.45, 0.45],
  [0.6, 0.8, 0.5, 0.5, 0.5],
  [0.7, 0.85, 0.55, 0.55, 0.55],
  [0.75, 0.9, 0.6, 0.6, 0.6],
  [0.8, 0.95, 0.7, 0.65, 0.7],
  [0.9, 1.0, 0.8, 0.7, 0.8],
];
/** Which of the ladder's columns each catalogue category takes. */
const COLUMN_OF: Record<TGameCategory, number> = {
  RNG: 0,
  FISH: 0,
  PVP: 1,
  LIVE: 2,
  LOTT: 3,
  ELOTT: 3,
  SPORTS: 4,
  ESPORTS: 4,
};
/** Claimable from 1.00; at most 88,888.00 a claim (the ladder's highest cap). */
export const DEMO_CASHBACK_MIN_CLAIM_MINOR = 100;
export const DEMO_CASHBACK_CAP_MINOR = 8_888_800;

/** The demo ladder as rate rows: 0.4 % → 4000 ppm. */
export function demoCashbackRates(): TCashbackRate[] {
  return LADDER_PERCENT.flatMap((row, vipLevel) =>
    (Object.keys(COLUMN_OF) as TGameCategory[]).map((gameCategory) => ({
      gameCategory,
      vipLevel,
      ratePpm: Math.round(row[COLUMN_OF[gameCategory]]! * 10_000),
    })),
  );
}

/**
 * Gives the demo merchant its cashback rates, once: a table an operator has since edited (any row) is kept.
 * MANPLAYREB3 is on in the demo settings, so a demo player can claim after playing.
 */
export async function seedDemoCashback(db: TDb, merchantId: bigint): Promise<void> {
  const existing = await db
    .selectFrom('cashback_setting')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'code'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  await replaceCashbackRateTable(db, { operatorId: null, ip: null, requestId: null }, merchant, {
    rates: demoCashbackRates(),
    minClaim: DEMO_CASHBACK_MIN_CLAIM_MINOR,
    capPerClaim: DEMO_CASHBACK_CAP_MINOR,
  });
}
