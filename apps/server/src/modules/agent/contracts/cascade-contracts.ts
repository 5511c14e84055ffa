import type { TContractTypeName } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TContractBasis, TContractTier } from '../../../db/tables/agent.js';
import { checkAgainstUpline } from './validate-tiers.js';

/** An upline's terms as its downlines are checked against them; null when it no longer holds a contract. */
export type TTerms = { tiers: TContractTier[]; basis: TContractBasis } | null;

/**
 * After `rootId`'s terms change (new agreed terms, or none after a termination), ends every contract in its
 * subtree of that type and category that the terms above it no longer allow: agreed ones at `endsAt` (the
 * root's change takes effect then), pending offers at once. Walks top-down so an ended contract ends the
 * ones below it too. Returns the ids it ended.
 */
export async function cascadeBelow(
  trx: TDb,
  root: { memberId: bigint; type: TContractTypeName; gameCategory: string },
  terms: TTerms,
  endsAt: Date,
  now: Date,
): Promise<bigint[]> {
  const rows = await trx
    .selectFrom('agent_contract as c')
    .innerJoin('agent_closure as t', 't.member_id', 'c.member_id')
    .select([
      'c.id',
      'c.member_id',
      'c.upline_id',
      'c.status',
      'c.tiers',
      'c.basis',
      'c.effective_from',
      't.depth',
    ])
    .where('t.ancestor_id', '=', root.memberId)
    .where('t.depth', '>', 0)
    .where('c.contract_type', '=', root.type)
    .where('c.game_category', '=', root.gameCategory)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'PENDING'),
        eb.and([eb('c.status', '=', 'VALID'), eb('c.effective_until', 'is', null)]),
      ]),
    )
    .orderBy('t.depth')
    .orderBy('c.id')
    .forUpdate()
    .execute();

  const changed = new Map<bigint, TTerms>([[root.memberId, terms]]);
  const ended: bigint[] = [];
  for (const row of rows) {
    if (row.upline_id === null || !changed.has(row.upline_id)) continue;
    const above = changed.get(row.upline_id)!;
    const isAllowed =
      above !== null &&
      above.basis === row.basis &&
      checkAgainstUpline(row.tiers, above.tiers, row.basis) === undefined;
    if (isAllowed) continue;
    const isAgreed = row.status === 'VALID';
    const from = row.effective_from;
    await trx
      .updateTable('agent_contract')
      .set({
        status: 'TERMINATED',
        ended_reason: 'CASCADE',
        decided_at: now,
        effective_until: isAgreed ? (from && from > endsAt ? from : endsAt) : null,
      })
      .where('id', '=', row.id)
      .execute();
    if (isAgreed) changed.set(row.member_id, null);
    ended.push(row.id);
  }
  return ended;
}
