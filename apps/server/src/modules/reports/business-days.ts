import { isTimeZone, startOfDayInZone } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

const DAY_MS = 86_400_000;

/** The ISO day `count` calendar days after `day` (negative: before). */
export const shiftDay = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Every day from `first` to `last`, both included, oldest first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** Business days `first`..`last` (inclusive) as the half-open instants [from, to) they cover in `timeZone`. */
export function instantsOf(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDayInZone(first, timeZone), to: startOfDayInZone(shiftDay(last, 1), timeZone) };
}

/** The merchant a report is about, with what its figures need: its business-day zone and its currency. */
export type TReportMerchant = { id: bigint; code: string; timeZone: string; currency: string };

/**
 * A merchant's business-day zone: its brand `timeZone` (UTC when unset), the zone the site, the agent reports
 * and the promotions' daily limits count days in.
 */
export function merchantZone(brand: unknown): string {
  const zone = (brand as { timeZone?: unknown } | null)?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The merchant an operator asked a report of (NOT_FOUND, or FORBIDDEN outside the operator's merchants), with
 * its zone and its currency: the brand's, the one every posting of its books is in.
 */
export async function findReportMerchant(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TReportMerchant> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const currency = (merchant.brand as { currency?: unknown } | null)?.currency;
  return {
    id: merchant.id,
    code: merchant.code,
    timeZone: merchantZone(merchant.brand),
    currency: typeof currency === 'string' ? currency : 'VND',
  };
}
