import {
  isAgentAccount,
  type TAgentProfitLoss,
  type TAgentProfitLossRow,
  type TAgentReportFilter,
} from '@kirin/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TReportDays } from './report-range.js';
import type { TReportSubject } from './report-subject.js';
import { moneySource, playSource, type TSourceScope } from './team-sources.js';

type TSumRow = {
  rounds: string | null;
  stake: string | null;
  valid_bet: string | null;
  payout: string | null;
  bonus: string | null;
  rebate: string | null;
  team_size: string;
};

/**
 * The sums of one member's part of the tree from the rollups (team-sources.ts): `target` is SQL naming the
 * member (an outer column or a value). Used as `SELECT <SUM_COLUMNS> FROM ... <sumsJoin(...)>`.
 */
const SUM_COLUMNS = sql`p.rounds, p.stake, p.valid_bet, p.payout, g.bonus, g.rebate, ts.team_size`;
function sumsJoin(
  target: RawBuilder<unknown>,
  args: { merchantId: bigint; range: TReportDays; gameCategory?: string; scope: TSourceScope },
) {
  const source = { merchantId: args.merchantId, range: args.range, member: target, scope: args.scope };
  const category = args.gameCategory ? sql`WHERE s.game_category = ${args.gameCategory}` : sql``;
  return sql`
    LEFT JOIN LATERAL (
      SELECT sum(s.rounds) AS rounds, sum(s.stake_minor) AS stake, sum(s.valid_bet_minor) AS valid_bet,
        sum(s.payout_minor) AS payout
      FROM (${playSource(source)}) s ${category}
    ) p ON true
    LEFT JOIN LATERAL (
      SELECT sum(s.bonus_minor) AS bonus, sum(s.rebate_minor) AS rebate FROM (${moneySource(source)}) s
    ) g ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS team_size FROM agent_closure t WHERE t.ancestor_id = ${target} AND t.depth > 0
    ) ts ON true`;
}

function rowOf(r: TSumRow) {
  const stake = Number(r.stake ?? 0);
  const payout = Number(r.payout ?? 0);
  const bonus = Number(r.bonus ?? 0);
  const rebate = Number(r.rebate ?? 0);
  return {
    rounds: Number(r.rounds ?? 0),
    stake,
    validBet: Number(r.valid_bet ?? 0),
    payout,
    winLoss: payout - stake,
    bonus,
    rebate,
    teamSize: Number(r.team_size),
    // What the house kept from this part of the team after bonuses and rebates.
    netProfit: stake - payout - bonus - rebate,
  };
}

/**
 * User profit and loss (agentProfitLoss), one level at a time: the opened member's own play, then a row per
 * direct downline with its team totals (scope TEAM) or its own play (DIRECT); an agent's row opens the same
 * way with its username. Rows are by username, paged; the trail runs from the caller to the opened member.
 */
export async function readProfitLoss(
  db: TDb,
  args: {
    merchantId: bigint;
    callerId: bigint;
    opened: TReportSubject;
    range: TReportDays;
    filter: Pick<TAgentReportFilter, 'scope' | 'gameCategory' | 'page' | 'pageSize'>;
  },
): Promise<TAgentProfitLoss> {
  const { merchantId, opened, range, filter } = args;
  const base = { merchantId, range, gameCategory: filter.gameCategory };
  const [rows, count, head, trail] = await Promise.all([
    // The page of direct downlines first, then the sums of those rows only.
    sql<TSumRow & { username: string; account_type: number }>`
      WITH page AS (
        SELECT ch.member_id, m.username, m.account_type
        FROM agent_closure ch JOIN member m ON m.id = ch.member_id
        WHERE ch.ancestor_id = ${opened.id} AND ch.depth = 1
        ORDER BY lower(m.username), m.id
        LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}
      )
      SELECT page.username, page.account_type, ${SUM_COLUMNS}
      FROM page ${sumsJoin(sql`page.member_id`, { ...base, scope: filter.scope === 'TEAM' ? 'TEAM' : 'OWN' })}
      ORDER BY lower(page.username), page.member_id`.execute(db),
    sql<{ total: string }>`
      SELECT count(*) AS total FROM agent_closure WHERE ancestor_id = ${opened.id} AND depth = 1`.execute(db),
    sql<TSumRow & { username: string; account_type: number }>`
      SELECT m.username, m.account_type, ${SUM_COLUMNS}
      FROM member m ${sumsJoin(sql`m.id`, { ...base, scope: 'OWN' })}
      WHERE m.id = ${opened.id}`.execute(db),
    sql<{ username: string }>`
      SELECT m.username FROM agent_closure up JOIN member m ON m.id = up.ancestor_id
      WHERE up.member_id = ${opened.id}
        AND up.depth <= (SELECT depth FROM agent_closure WHERE ancestor_id = ${args.callerId} AND member_id = ${opened.id})
      ORDER BY up.depth DESC`.execute(db),
  ]);
  const totalsRow = await sql<TSumRow>`
    SELECT ${SUM_COLUMNS} FROM member m
    ${sumsJoin(sql`m.id`, { ...base, scope: filter.scope })}
    WHERE m.id = ${opened.id}`.execute(db);
  const toRow = (r: TSumRow & { username: string; account_type: number }): TAgentProfitLossRow => ({
    username: r.username,
    isAgent: isAgentAccount(r.account_type),
    ...rowOf(r),
  });
  const selfRow = head.rows[0]!;
  return {
    range: { startDate: range.startDate, endDate: range.endDate },
    trail: trail.rows.map((r) => r.username),
    self: toRow(selfRow),
    totals: rowOf(totalsRow.rows[0]!),
    list: rows.rows.map(toRow),
    total: Number(count.rows[0]?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
