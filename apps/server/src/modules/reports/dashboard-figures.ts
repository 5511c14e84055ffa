import type { TDashboardFigures } from '@kirin/contracts';
import type { TDaySums } from './read-dashboard-days.js';
import {
  BONUS_KINDS,
  DEPOSIT_KIND,
  PAYOUT_KINDS,
  REBATE_KINDS,
  STAKE_KINDS,
  STAKE_RETURN_KINDS,
  WITHDRAWAL_KIND,
} from './report-kinds.js';

/** Days added together: legs per kind, active members and registrations (a month's active members are counted apart). */
export function addDays(days: TDaySums[]): TDaySums {
  const total: TDaySums = { kinds: new Map(), active: 0n, registered: 0n };
  for (const day of days) {
    for (const [kind, sums] of day.kinds) {
      const seen = total.kinds.get(kind) ?? { postings: 0n, memberMinor: 0n };
      total.kinds.set(kind, {
        postings: seen.postings + sums.postings,
        memberMinor: seen.memberMinor + sums.memberMinor,
      });
    }
    total.active += day.active;
    total.registered += day.registered;
  }
  return total;
}

/**
 * The figures of summed days (docs/operators.md defines each): members' legs read as money in or out of the
 * site. GGR and NGR come from the same sums, so they always add up.
 */
export function figuresOf(sums: TDaySums): TDashboardFigures {
  const legs = (kinds: readonly string[]) =>
    kinds.reduce((total, kind) => total + (sums.kinds.get(kind)?.memberMinor ?? 0n), 0n);
  const postings = (kind: string) => Number(sums.kinds.get(kind)?.postings ?? 0n);
  // A bet is a negative member leg, its give-back a positive one: −(the sum) is the net stake.
  const stake = -legs([...STAKE_KINDS, ...STAKE_RETURN_KINDS]);
  const payouts = legs(PAYOUT_KINDS);
  const bonuses = legs(BONUS_KINDS);
  const rebates = legs(REBATE_KINDS);
  const ggr = stake - payouts;
  return {
    deposits: { count: postings(DEPOSIT_KIND), amount: Number(legs([DEPOSIT_KIND])) },
    withdrawals: { count: postings(WITHDRAWAL_KIND), amount: Number(-legs([WITHDRAWAL_KIND])) },
    stake: Number(stake),
    payouts: Number(payouts),
    ggr: Number(ggr),
    bonuses: Number(bonuses),
    rebates: Number(rebates),
    ngr: Number(ggr - bonuses - rebates),
    activeMembers: Number(sums.active),
    newMembers: Number(sums.registered),
  };
}
