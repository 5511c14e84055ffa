import { sql, type RawBuilder } from 'kysely';
import type { TReportDays } from './report-range.js';

/**
 * The rollup rows that make up a part of the tree over a report's days, as SQL subqueries (rollup.ts keeps
 * them). TEAM: the member's own rows plus its team rows (everyone below, pre-summed: a few rows a day however
 * big the team). DIRECT: the own rows of the member and of its direct downlines. OWN: the member's rows only.
 * `member` is SQL naming the member id: a value, or an outer column for a lateral join.
 */
export type TSourceScope = 'TEAM' | 'DIRECT' | 'OWN';
type TSourceArgs = {
  merchantId: bigint;
  range: Pick<TReportDays, 'startDate' | 'endDate'>;
  member: RawBuilder<unknown>;
  scope: TSourceScope;
};

// By member (or ancestor) and day only: the member ids are the merchant's already (the subject was found in
// it), and naming merchant_id would tempt the planner onto the (merchant_id, day) index the refresh uses.
const daysOf = (alias: string, a: TSourceArgs) =>
  sql`${sql.ref(`${alias}.day`)} >= ${a.range.startDate}::date AND ${sql.ref(`${alias}.day`)} <= ${a.range.endDate}::date`;

const ownMembers = (a: TSourceArgs) =>
  a.scope === 'DIRECT'
    ? sql`d.member_id IN (SELECT member_id FROM agent_closure WHERE ancestor_id = ${a.member} AND depth <= 1)`
    : sql`d.member_id = ${a.member}`;

/** Columns: day, game_category, rounds, stake_minor, valid_bet_minor, payout_minor. */
export function playSource(a: TSourceArgs) {
  const own = sql`SELECT d.day, d.game_category, d.rounds, d.stake_minor, d.valid_bet_minor, d.payout_minor
    FROM agent_member_day d WHERE ${ownMembers(a)} AND ${daysOf('d', a)}`;
  if (a.scope !== 'TEAM') return own;
  return sql`${own} UNION ALL
    SELECT d.day, d.game_category, d.rounds, d.stake_minor, d.valid_bet_minor, d.payout_minor
    FROM agent_team_day d WHERE d.ancestor_id = ${a.member} AND ${daysOf('d', a)}`;
}

/**
 * Columns: day, is_self, deposit_count, deposit_minor, depositors, first_deposit_count, first_deposit_minor,
 * withdrawal_count, withdrawal_minor, bonus_minor, rebate_minor, dividend_minor, daily_salary_minor,
 * hourly_salary_minor, realtime_salary_minor, registrations.
 */
export function moneySource(a: TSourceArgs) {
  const own = sql`SELECT d.day, d.member_id = ${a.member} AS is_self, d.deposit_count, d.deposit_minor,
      (d.deposit_count > 0)::int AS depositors, (d.first_deposit_minor > 0)::int AS first_deposit_count,
      d.first_deposit_minor, d.withdrawal_count, d.withdrawal_minor, d.bonus_minor, d.rebate_minor,
      d.dividend_minor, d.daily_salary_minor, d.hourly_salary_minor, d.realtime_salary_minor, d.registrations
    FROM agent_member_money_day d WHERE ${ownMembers(a)} AND ${daysOf('d', a)}`;
  if (a.scope !== 'TEAM') return own;
  return sql`${own} UNION ALL
    SELECT d.day, false, d.deposit_count, d.deposit_minor, d.depositors, d.first_deposit_count,
      d.first_deposit_minor, d.withdrawal_count, d.withdrawal_minor, d.bonus_minor, d.rebate_minor,
      d.dividend_minor, d.daily_salary_minor, d.hourly_salary_minor, d.realtime_salary_minor, d.registrations
    FROM agent_team_money_day d WHERE d.ancestor_id = ${a.member} AND ${daysOf('d', a)}`;
}
