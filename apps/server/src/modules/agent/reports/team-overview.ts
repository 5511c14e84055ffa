import type { TAgentReportFilter, TAgentTeamOverview } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { daysOf, type TReportDays } from './report-range.js';
import { playSource, moneySource } from './team-sources.js';
import type { TReportSubject } from './report-subject.js';

/** A session seen this recently (and not expired) counts as online. */
export const ONLINE_WINDOW_MINUTES = 15;

type TScopeArgs = { merchantId: bigint; subject: TReportSubject; scope: TAgentReportFilter['scope'] };

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
  const source = { merchantId, range, member: sql`${subject.id}::bigint`, scope: args.scope };
  const category = args.gameCategory ? sql`WHERE p.game_category = ${args.gameCategory}` : sql``;
  const now = args.now ?? new Date();
  const depthLimit = args.scope === 'DIRECT' ? sql`AND c.depth = 1` : sql`AND c.depth > 0`;

  const [counts, play, money] = await Promise.all([
    // Live counts: the team's size (an index-only count) and its members with a live session (few rows).
    sql<{ team_size: string; online: string }>`
      SELECT (SELECT count(*) FROM agent_closure c WHERE c.ancestor_id = ${subject.id} ${depthLimit}) AS team_size,
        (SELECT count(DISTINCT s.member_id) FROM member_session s
          JOIN agent_closure c ON c.member_id = s.member_id AND c.ancestor_id = ${subject.id} ${depthLimit}
          WHERE s.expires_at > ${now}
            AND s.last_seen_at > ${now}::timestamptz - make_interval(mins => ${ONLINE_WINDOW_MINUTES})) AS online`.execute(
      db,
    ),
    sql<{ day: string | null; rounds: string; stake: string; valid_bet: string; payout: string }>`
      SELECT p.day::text AS day, sum(p.rounds) AS rounds, sum(p.stake_minor) AS stake,
        sum(p.valid_bet_minor) AS valid_bet, sum(p.payout_minor) AS payout
      FROM (${playSource(source)}) p ${category}
      GROUP BY GROUPING SETS ((p.day), ())`.execute(db),
    sql<Record<string, string | null>>`
      SELECT g.day::text AS day,
        sum(g.deposit_count) AS deposit_count, sum(g.deposit_minor) AS deposit, sum(g.depositors) AS depositors,
        sum(g.first_deposit_count) AS first_count, sum(g.first_deposit_minor) AS first_amount,
        sum(g.withdrawal_count) AS withdrawal_count, sum(g.withdrawal_minor) AS withdrawal,
        sum(g.bonus_minor) AS bonus, sum(g.rebate_minor) AS rebate, sum(g.dividend_minor) AS dividend,
        sum(g.daily_salary_minor) AS daily_salary, sum(g.hourly_salary_minor) AS hourly_salary,
        sum(g.realtime_salary_minor) AS realtime_salary,
        sum(g.registrations) FILTER (WHERE NOT g.is_self) AS registrations
      FROM (${moneySource(source)}) g
      GROUP BY GROUPING SETS ((g.day), ())`.execute(db),
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
      registrations: cost('registrations'),
      firstDepositCount: cost('first_count'),
      firstDepositAmount: cost('first_amount'),
      depositCount: cost('deposit_count'),
      depositAmount: cost('deposit'),
      depositorDays: cost('depositors'),
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
