import {
  GAME_CATEGORIES,
  type TAgentReportFilter,
  type TAgentTeamBetting,
  type TGameCategory,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TReportDays } from './report-range.js';
import type { TReportSubject } from './report-subject.js';
import { playSource } from './team-sources.js';

/** The subject and its direct downlines (DIRECT) or everyone at or below it (TEAM), as SQL. */
const scopeMembers = (a: { subject: TReportSubject; scope: TAgentReportFilter['scope'] }) =>
  a.scope === 'DIRECT'
    ? sql`SELECT member_id FROM agent_closure WHERE ancestor_id = ${a.subject.id} AND depth <= 1`
    : sql`SELECT member_id FROM agent_closure WHERE ancestor_id = ${a.subject.id}`;

type TPlayRow = { rounds: string; stake: string; valid_bet: string; payout: string };
const totalsOf = (r: TPlayRow | undefined) => {
  const stake = Number(r?.stake ?? 0);
  const payout = Number(r?.payout ?? 0);
  return {
    rounds: Number(r?.rounds ?? 0),
    stake,
    validBet: Number(r?.valid_bet ?? 0),
    payout,
    winLoss: payout - stake,
  };
};

/**
 * Team betting (agentTeamBetting): each member's own settled play in the scope (subject included), most valid
 * bet first, members without rounds left out; totals and the breakdown by category over the whole scope.
 */
export async function readTeamBetting(
  db: TDb,
  args: {
    merchantId: bigint;
    subject: TReportSubject;
    range: TReportDays;
    filter: Pick<TAgentReportFilter, 'scope' | 'gameCategory' | 'page' | 'pageSize'>;
  },
): Promise<TAgentTeamBetting> {
  const { merchantId, subject, range, filter } = args;
  const members = scopeMembers({ subject, scope: filter.scope });
  const category = filter.gameCategory ? sql`AND d.game_category = ${filter.gameCategory}` : sql``;
  // By member and day only (the team's ids are the merchant's): see team-sources.ts.
  const where = sql`d.day >= ${range.startDate}::date
    AND d.day <= ${range.endDate}::date AND d.member_id IN (${members}) ${category}`;
  const [page, byCategory] = await Promise.all([
    sql<TPlayRow & { username: string; depth: number; total: string }>`
      SELECT m.username, c.depth, p.rounds, p.stake, p.valid_bet, p.payout, count(*) OVER () AS total
      FROM (
        SELECT d.member_id, sum(d.rounds) AS rounds, sum(d.stake_minor) AS stake,
          sum(d.valid_bet_minor) AS valid_bet, sum(d.payout_minor) AS payout
        FROM agent_member_day d WHERE ${where} GROUP BY d.member_id
      ) p
      JOIN member m ON m.id = p.member_id
      JOIN agent_closure c ON c.ancestor_id = ${subject.id} AND c.member_id = p.member_id
      ORDER BY p.valid_bet DESC, m.username
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(db),
    sql<TPlayRow & { game_category: string | null }>`
      SELECT d.game_category, sum(d.rounds) AS rounds, sum(d.stake_minor) AS stake,
        sum(d.valid_bet_minor) AS valid_bet, sum(d.payout_minor) AS payout
      FROM (${playSource({ merchantId, range, member: sql`${subject.id}::bigint`, scope: filter.scope })}) d
      ${filter.gameCategory ? sql`WHERE d.game_category = ${filter.gameCategory}` : sql``}
      GROUP BY GROUPING SETS ((d.game_category), ())`.execute(db),
  ]);
  const order = (c: string) => GAME_CATEGORIES.indexOf(c as TGameCategory);
  return {
    range: { startDate: range.startDate, endDate: range.endDate },
    list: page.rows.map((r) => ({ username: r.username, depth: r.depth, ...totalsOf(r) })),
    total: Number(page.rows[0]?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
    totals: totalsOf(byCategory.rows.find((r) => r.game_category === null)),
    byCategory: byCategory.rows
      .filter((r) => r.game_category !== null)
      .sort((a, b) => order(a.game_category!) - order(b.game_category!))
      .map((r) => ({ gameCategory: r.game_category as TGameCategory, ...totalsOf(r) })),
  };
}
