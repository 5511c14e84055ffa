import {
  isAgentAccount,
  ZOpsAccountTypeUpdate,
  ZOpsTreeMove,
  ZOpsTreeQuery,
  type TOpsTreeNode,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

type TNodeSource = {
  id: bigint;
  username: string;
  account_type: number;
  upline_id: bigint | null;
  upline_username: string | null;
  is_disabled: boolean;
  level: string | number | bigint;
  direct_count: string | number | bigint;
  team_size: string | number | bigint;
};

function nodes(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('member as m')
    .leftJoin('member as u', 'u.id', 'm.upline_id')
    .select([
      'm.id',
      'm.username',
      'm.account_type',
      'm.upline_id',
      'u.username as upline_username',
      'm.is_disabled',
      (eb) =>
        eb
          .selectFrom('agent_closure as a')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('a.member_id', '=', 'm.id')
          .where('a.depth', '>', 0)
          .as('level'),
      (eb) =>
        eb
          .selectFrom('agent_closure as d')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('d.ancestor_id', '=', 'm.id')
          .where('d.depth', '=', 1)
          .as('direct_count'),
      (eb) =>
        eb
          .selectFrom('agent_closure as t')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('t.ancestor_id', '=', 'm.id')
          .where('t.depth', '>', 0)
          .as('team_size'),
    ])
    .where('m.merchant_id', '=', merchantId)
    .where('m.account_type', '<>', 4);
}

const toNode = (row: TNodeSource): TOpsTreeNode => ({
  id: String(row.id),
  username: row.username,
  accountType: row.account_type,
  uplineId: row.upline_id === null ? null : String(row.upline_id),
  uplineUsername: row.upline_username,
  level: Number(row.level),
  directCount: Number(row.direct_count),
  teamSize: Number(row.team_size),
  isDisabled: row.is_disabled,
});

/**
 * The operator's tree: a node's children (parentId), the top of the tree (no parentId: agents without an
 * upline, and anyone without an upline who has a team), or a search by username (contains, any case).
 */
export async function browseAgentTree(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: z.output<typeof ZOpsTreeQuery>,
) {
  const merchant = await findMerchantForOperator(db, operator, code);
  let rows = nodes(db, merchant.id);
  if (query.username) {
    const pattern = `%${query.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows = rows.where(sql`lower(m.username)`, 'like', pattern);
  } else if (query.parentId) {
    rows = rows.where('m.upline_id', '=', BigInt(query.parentId));
  } else {
    rows = rows
      .where('m.upline_id', 'is', null)
      .where((eb) =>
        eb.or([
          eb('m.account_type', 'in', [1, 2, 41, 42]),
          eb.exists(eb.selectFrom('member as c').select('c.id').whereRef('c.upline_id', '=', 'm.id')),
        ]),
      );
  }
  const [{ total }, list] = await Promise.all([
    db
      .selectFrom(rows.as('r'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    rows
      .orderBy('m.username')
      .orderBy('m.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    list: list.map((row) => toNode(row as TNodeSource)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function lockMember(trx: TDb, merchantId: bigint, memberId: bigint) {
  const row = await trx
    .selectFrom('member')
    .select(['id', 'username', 'account_type', 'upline_id'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  // Another merchant's id is as unknown as no id.
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Moves a member (and, by the closure trigger, its whole team) under another agent of the same merchant. In
 * the same transaction the moved member's own open contracts (PENDING or VALID) end: their upline is no longer
 * its upline. Refused: a new upline that is not an agent (VALIDATION_FAILED newUplineId), a move under the
 * member itself or its own team (AGENT_TREE_CYCLE), a trial account (INVALID_STATE).
 */
export async function moveInAgentTree(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: z.output<typeof ZOpsTreeMove>,
) {
  const memberId = BigInt(input.memberId);
  const newUplineId = BigInt(input.newUplineId);
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const member = await lockMember(trx, merchant.id, memberId);
    const upline = await lockMember(trx, merchant.id, newUplineId);
    if (member.account_type === 4) throw new AppError('INVALID_STATE');
    if (!isAgentAccount(upline.account_type))
      throw new AppError('VALIDATION_FAILED', { newUplineId: 'agent_tree_upline_not_agent' });
    if (member.upline_id === newUplineId) throw new AppError('INVALID_STATE');
    const isCycle = await trx
      .selectFrom('agent_closure')
      .select('depth')
      .where('ancestor_id', '=', memberId)
      .where('member_id', '=', newUplineId)
      .executeTakeFirst();
    if (isCycle) throw new AppError('AGENT_TREE_CYCLE');

    await trx.updateTable('member').set({ upline_id: newUplineId }).where('id', '=', memberId).execute();
    const ended = await trx
      .updateTable('agent_contract')
      .set({
        status: 'TERMINATED',
        ended_reason: 'MOVED',
        effective_until: sql`now()`,
        decided_at: sql`now()`,
      })
      .where('member_id', '=', memberId)
      .where('status', 'in', ['PENDING', 'VALID'])
      .where('effective_until', 'is', null)
      .returning('id')
      .execute();
    const result = {
      memberId: String(memberId),
      oldUplineId: member.upline_id === null ? null : String(member.upline_id),
      newUplineId: String(newUplineId),
      endedContractIds: ended.map((row) => String(row.id)),
    };
    await writeAudit(trx, actor, {
      action: 'agent.move',
      merchantId: merchant.id,
      target: `member:${memberId}`,
      before: { uplineId: result.oldUplineId },
      after: {
        uplineId: result.newUplineId,
        endedContractIds: result.endedContractIds,
        reason: input.reason,
      },
    });
    return result;
  });
}

/**
 * Sets a member's account type: player (0) or agent types 1, 2, 41, 42. A trial account keeps its type
 * (INVALID_STATE); an account with a team stays an agent (VALIDATION_FAILED accountType), so no team is left
 * without an agent centre.
 */
export async function setAgentAccountType(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  memberId: bigint,
  input: z.output<typeof ZOpsAccountTypeUpdate>,
) {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const member = await lockMember(trx, merchant.id, memberId);
    if (member.account_type === 4) throw new AppError('INVALID_STATE');
    if (!isAgentAccount(input.accountType)) {
      const child = await trx
        .selectFrom('member')
        .select('id')
        .where('upline_id', '=', memberId)
        .executeTakeFirst();
      if (child) throw new AppError('VALIDATION_FAILED', { accountType: 'agent_tree_has_team' });
    }
    await trx
      .updateTable('member')
      .set({ account_type: input.accountType })
      .where('id', '=', memberId)
      .execute();
    await writeAudit(trx, actor, {
      action: 'agent.account-type',
      merchantId: merchant.id,
      target: `member:${memberId}`,
      before: { accountType: member.account_type },
      after: { accountType: input.accountType, reason: input.reason },
    });
    return { memberId: String(memberId), before: member.account_type, accountType: input.accountType };
  });
}
