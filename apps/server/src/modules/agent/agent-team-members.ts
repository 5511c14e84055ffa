import {
  AGENT_TYPE_IDS,
  ZTeamListQuery,
  type TTeamMemberDetail,
  type TTeamMemberPage,
  type TTeamMemberRow,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import { assertInTeam, teamMemberIds } from './agent-scope.js';

type TRowSource = {
  id: bigint;
  username: string;
  account_type: number;
  depth: number;
  upline_username: string | null;
  created_at: Date;
  last_login_at: Date | null;
  balance: string | bigint | null;
  team_size: string | bigint | number;
};

/** `%`, `_` and `\` typed by the agent are literal characters of a name, not patterns. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Team rows below `agentId`: the account, its depth under the agent, upline, balance and team size. */
function teamRows(db: TDb, merchantId: bigint, agentId: bigint) {
  return db
    .selectFrom('member as m')
    .innerJoin('agent_closure as c', (join) =>
      join.onRef('c.member_id', '=', 'm.id').on('c.ancestor_id', '=', agentId),
    )
    .leftJoin('member as u', 'u.id', 'm.upline_id')
    .select([
      'm.id',
      'm.username',
      'm.account_type',
      'c.depth',
      'u.username as upline_username',
      'm.created_at',
      'm.last_login_at',
      (eb) =>
        eb
          .selectFrom('ledger_account as la')
          .select('la.balance_minor')
          .whereRef('la.member_id', '=', 'm.id')
          .where('la.wallet_code', '=', 'MAIN')
          .limit(1)
          .as('balance'),
      (eb) =>
        eb
          .selectFrom('agent_closure as t')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('t.ancestor_id', '=', 'm.id')
          .where('t.depth', '>', 0)
          .as('team_size'),
    ])
    .where('m.merchant_id', '=', merchantId);
}

const toRow = (row: TRowSource): TTeamMemberRow => ({
  id: String(row.id),
  account: row.username,
  accountType: row.account_type,
  depth: row.depth,
  uplineAccount: row.upline_username,
  registeredAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  balance: Number(row.balance ?? 0),
  teamSize: Number(row.team_size),
});

/** One page of the agent's team (direct downlines or every depth), nearest first, then newest. */
export async function listTeamMembers(
  db: TDb,
  merchantId: bigint,
  agentId: bigint,
  query: z.output<typeof ZTeamListQuery>,
): Promise<TTeamMemberPage> {
  let rows = teamRows(db, merchantId, agentId).where('m.id', 'in', teamMemberIds(db, agentId, query.scope));
  if (query.username) rows = rows.where(sql`lower(m.username)`, 'like', likePattern(query.username));
  if (query.kind === 'AGENT') rows = rows.where('m.account_type', 'in', [...AGENT_TYPE_IDS]);
  if (query.kind === 'MEMBER') rows = rows.where('m.account_type', 'not in', [...AGENT_TYPE_IDS]);

  const [{ total }, list] = await Promise.all([
    db
      .selectFrom(rows.as('r'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    rows
      .orderBy('c.depth')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    list: list.map((row) => toRow(row as TRowSource)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One downline of the agent (NOT_IN_AGENT_LINE outside its team): the row, direct count and held contracts. */
export async function readTeamMember(
  db: TDb,
  merchantId: bigint,
  agentId: bigint,
  memberId: bigint,
): Promise<TTeamMemberDetail> {
  await assertInTeam(db, agentId, memberId);
  const row = await teamRows(db, merchantId, agentId)
    .select(['m.register_method'])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const [{ direct }, contracts] = await Promise.all([
    db
      .selectFrom('agent_closure')
      .select((eb) => eb.fn.countAll<string>().as('direct'))
      .where('ancestor_id', '=', memberId)
      .where('depth', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('agent_contract as k')
      .leftJoin('member as u', 'u.id', 'k.upline_id')
      .select([
        'k.id',
        'k.contract_type',
        'k.game_category',
        'k.period',
        'k.basis',
        'k.status',
        'k.tiers',
        'k.effective_from',
        'k.effective_until',
        'u.username as upline_username',
      ])
      .where('k.member_id', '=', memberId)
      .orderBy('k.created_at', 'desc')
      .orderBy('k.id', 'desc')
      .limit(50)
      .execute(),
  ]);
  return {
    ...toRow(row as TRowSource),
    registerMethod: row.register_method,
    directCount: Number(direct),
    contracts: contracts.map((k) => ({
      id: String(k.id),
      contractType: k.contract_type,
      gameCategory: k.game_category,
      period: k.period,
      basis: k.basis,
      status: k.status,
      uplineAccount: k.upline_username,
      tiers: k.tiers,
      effectiveFrom: k.effective_from?.toISOString() ?? null,
      effectiveUntil: k.effective_until?.toISOString() ?? null,
    })),
  };
}
