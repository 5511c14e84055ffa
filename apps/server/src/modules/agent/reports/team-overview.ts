import type { TAgentReportFilter, TAgentTeamOverview } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { daysOf, type TReportDays } from './report-range.js';
import type { TReportSubject } from './report-subject.js';

/** A session seen this recently (and not expired) counts as online. */
export const ONLINE_WINDOW_MINUTES = 15;

type TScopeArgs = { merchantId: bigint; subject: TReportSubject; scope: TAgentReportFilter['scope'] };

/** The subject and its direct downlines (DIRECT) or everyone below it (TEAM), as SQL. */
export const scopeMembers = (a: TScopeArgs) =>
  a.scope === 'DIRECT'
    ? sql`SELECT member_id FROM agent_closure WHERE ancestor_id = ${a.subject.id} AND depth <= 1`
    : sql`SELECT member_id FROM agent_closure WHERE ancestor_id = ${a.subject.id}`;

const n = (v: unknown) => Number(v ?? 0);

/**
 * Team overview (agentTeamOverview): the subject's team figures over the range from the daily rollups
 * (rollup.ts), with counts read live (size, online, registrations), and the series by day.
 */
export async function readTeamOverview(
  db: TDb,
  args: TScopeArgs & { range: TReportDays; gameCategory?: TAgentReportFilter['gameCategory']; now?: Date },
): Promise<TAgentTeamOverview> {
  const { merchantId, subject, range } = args;
  const members = scopeMembers(args);
  const category = args.gameCategory ? sql`AND d.game_category = ${args.gameCategory}` : sql``;
  const now = args.now ?? new Date();
  const depthLimit = args.scope === 'DIRECT' ? sql`AND c.depth = 1` : sql`AND c.depth > 0`;

  const [counts, play, money] = await Promise.all([
    sql<{ team_size: string; online: string; registrations: string }>`
      SELECT count(*) AS team_size,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM member_session s WHERE s.member_id = c.member_id AND s.expires_at > ${now}
            AND s.last_seen_at > ${now}::timestamptz - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))) AS online,
        count(*) FILTER (WHERE m.created_at >= ${range.from} AND m.created_at < ${range.to}) AS registrations
      FROM agent_closure c JOIN member m ON m.id = c.member_id
      WHERE c.ancestor_id = ${subject.id} ${depthLimit}`.execute(db),
    sql<{ day: string | null; rounds: string; stake: string; valid_bet: string; payout: string }>`
      SELECT d.day::text AS day, sum(d.rounds) AS rounds, sum(d.stake_minor) AS stake,
        sum(d.valid_bet_minor) AS valid_bet, sum(d.payout_minor) AS payout
      FROM agent_member_day d
      WHERE d.merchant_id = ${merchantId} AND d.day >= ${range.startDate}::date AND d.day <= ${range.endDate}::date
        AND d.member_id IN (${members}) ${category}
      GROUP BY GROUPING SETS ((d.day), ())`.execute(db),
    sql<Record<string, string | null>>`
      SELECT d.day::text AS day,
        sum(d.deposit_count) AS deposit_count, sum(d.deposit_minor) AS deposit,
        count(DISTINCT d.member_id) FILTER (WHERE d.deposit_count > 0) AS depositors,
        count(*) FILTER (WHERE d.first_deposit_minor > 0) AS first_count, sum(d.first_deposit_minor) AS first_amount,
        sum(d.withdrawal_count) AS withdrawal_count, sum(d.withdrawal_minor) AS withdrawal,
        sum(d.bonus_minor) AS bonus, sum(d.rebate_minor) AS rebate, sum(d.dividend_minor) AS dividend,
        sum(d.daily_salary_minor) AS daily_salary, sum(d.hourly_salary_minor) AS hourly_salary,
        sum(d.realtime_salary_minor) AS realtime_salary
      FROM agent_member_money_day d
      WHERE d.merchant_id = ${merchantId} AND d.day >= ${range.startDate}::date AND d.day <= ${range.endDate}::date
        AND d.member_id IN (${members})
      GROUP BY GROUPING SETS ((d.day), ())`.execute(db),
  ]);

  const playTotal = play.rows.find((r) => r.day === null);
  const moneyTotal = money.rows.find((r) => r.day === null);
  const stake = n(playTotal?.stake);
  const payout = n(playTotal?.payout);
  const winLoss = payout - stake;
  const cost = (key: string) => n(moneyTotal?.[key]);
  const salaries = cost('dividend') + cost('daily_salary') + cost('hourly_salary') + cost('realtime_salary');
  const c = counts.rows[0];
  const playByDay = new Map(play.rows.filter((r) => r.day).map((r) => [r.day, r]));
  const moneyByDay = new Map(money.rows.filter((r) => r.day).map((r) => [r.day, r]));
  return {
    range: { startDate: range.startDate, endDate: range.endDate },
    subject: subject.username,
    figures: {
      teamSize: n(c?.team_size),
      onlineNow: n(c?.online),
      registrations: n(c?.registrations),
      firstDepositCount: cost('first_count'),
      firstDepositAmount: cost('first_amount'),
      depositCount: cost('deposit_count'),
      depositAmount: cost('deposit'),
      depositorCount: cost('depositors'),
      withdrawalCount: cost('withdrawal_count'),
      withdrawalAmount: cost('withdrawal'),
      rounds: n(playTotal?.rounds),
      stake,
      validBet: n(playTotal?.valid_bet),
      payout,
      winLoss,
      bonus: cost('bonus'),
      rebate: cost('rebate'),
      dividend: cost('dividend'),
      dailySalary: cost('daily_salary'),
      hourlySalary: cost('hourly_salary'),
      realtimeSalary: cost('realtime_salary'),
      netProfit: -winLoss - cost('bonus') - cost('rebate') - salaries,
    },
    days: daysOf(range).map((day) => {
      const p = playByDay.get(day);
      const m = moneyByDay.get(day);
      return {
        day,
        validBet: n(p?.valid_bet),
        payout: n(p?.payout),
        winLoss: n(p?.payout) - n(p?.stake),
        depositAmount: n(m?.deposit),
        withdrawalAmount: n(m?.withdrawal),
      };
    }),
  };
}
