import type { TContractCall, TContractTypeName } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { assertInTeam } from '../agent-scope.js';
import { cascadeBelow } from './cascade-contracts.js';
import { currentPeriodEnd, nextPeriodStart } from './contract-periods.js';
import { findAgreedContract, selectContracts, type TContractRow } from './contracts.queries.js';
import { checkAgainstUpline } from './validate-tiers.js';

type TDecision = 'TERMINATION' | 'A' | 'R' | 'C';
type TTarget = Pick<TContractCall, 'contractId' | 'memberId'> & { gameCategory: string };

const badState = () => new AppError('INVALID_STATE');

/** The contract an action names: by id, or the agreed one of memberId (or of the caller) for the type. */
async function findTarget(
  trx: TDb,
  merchantId: bigint,
  callerId: bigint,
  type: TContractTypeName,
  target: TTarget,
): Promise<TContractRow> {
  let row: TContractRow | undefined;
  if (target.contractId) {
    row = await selectContracts(trx)
      .where('c.id', '=', BigInt(target.contractId))
      .where('c.merchant_id', '=', merchantId)
      .where('c.contract_type', '=', type)
      .forUpdate('c')
      .executeTakeFirst();
  } else {
    const memberId = target.memberId ? BigInt(target.memberId) : callerId;
    if (memberId !== callerId) await assertInTeam(trx, callerId, memberId);
    row = await findAgreedContract(trx, memberId, type, target.gameCategory);
  }
  // Someone else's contract answers as no contract at all, so ids cannot be probed.
  if (!row || (row.member_id !== callerId && row.upline_id !== callerId))
    throw new AppError('NOT_IN_AGENT_LINE');
  if (row.member_id !== callerId) await assertInTeam(trx, callerId, row.member_id);
  return row;
}

/** Ends agreed terms at the end of the current period and ends what they held up below. */
async function endAgreed(trx: TDb, row: TContractRow, reason: string, timeZone: string, now: Date) {
  const periodEnd = currentPeriodEnd(row.period, now, timeZone);
  const until = row.effective_from && row.effective_from > periodEnd ? row.effective_from : periodEnd;
  await trx
    .updateTable('agent_contract')
    .set({ status: 'TERMINATED', effective_until: until, ended_reason: reason, decided_at: now })
    .where('id', '=', row.id)
    .execute();
  const root = { memberId: row.member_id, type: row.contract_type, gameCategory: row.game_category };
  await cascadeBelow(trx, root, null, until, now);
}

/** The member agrees to offered terms: they apply from the next period, replacing its current ones. */
async function acceptOffer(trx: TDb, row: TContractRow, timeZone: string, now: Date) {
  if (row.upline_id !== null) {
    const upline = await findAgreedContract(trx, row.upline_id, row.contract_type, row.game_category);
    if (!upline) throw new AppError('FORBIDDEN', { rule: 'upline_without_contract' });
    if (upline.basis !== row.basis || checkAgainstUpline(row.tiers, upline.tiers, row.basis))
      throw new AppError('VALIDATION_FAILED', { rule: 'above_upline_rate' });
  }
  const from = nextPeriodStart(row.period, now, timeZone);
  await trx
    .updateTable('agent_contract')
    .set({ status: 'EXPIRED', effective_until: from, ended_reason: 'REPLACED', decided_at: now })
    .where('member_id', '=', row.member_id)
    .where('contract_type', '=', row.contract_type)
    .where('game_category', '=', row.game_category)
    .where('status', '=', 'VALID')
    .where('effective_until', 'is', null)
    .execute();
  await trx
    .updateTable('agent_contract')
    .set({ status: 'VALID', effective_from: from, decided_at: now })
    .where('id', '=', row.id)
    .execute();
  const root = { memberId: row.member_id, type: row.contract_type, gameCategory: row.game_category };
  await cascadeBelow(trx, root, { tiers: row.tiers, basis: row.basis }, from, now);
}

/**
 * A / R / C / TERMINATION on one contract (docs/agent-programme.md "Contracts"). The member (downline)
 * accepts or rejects what is addressed to it and may end its own terms; the upline withdraws its offer, asks
 * for a termination (the member accepts it) or withdraws that request.
 */
export async function decideContract(
  db: TDb,
  merchantId: bigint,
  callerId: bigint,
  type: TContractTypeName,
  action: TDecision,
  target: TTarget,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findTarget(trx, merchantId, callerId, type, target);
    const isMember = row.member_id === callerId;
    const setRequest = (kind: 'NEW' | 'TERMINATION', by: bigint | null) =>
      trx
        .updateTable('agent_contract')
        .set({ request_kind: kind, requested_by: by })
        .where('id', '=', row.id)
        .execute();

    if (row.status === 'PENDING') {
      if (isMember && action === 'A') return acceptOffer(trx, row, timeZone, now);
      if (action === 'TERMINATION' || (!isMember && action !== 'C')) throw badState();
      // R or C by the member rejects; C by the upline withdraws the offer.
      await trx
        .updateTable('agent_contract')
        .set({ status: 'REJECTED', decided_at: now, ended_reason: isMember ? 'REJECTED' : 'CANCELLED' })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    if (row.status !== 'VALID' || row.effective_until !== null) throw badState();

    const isTerminationPending = row.request_kind === 'TERMINATION';
    if (isMember) {
      if (action === 'A' && isTerminationPending) return endAgreed(trx, row, 'AGREED', timeZone, now);
      if (action === 'R' && isTerminationPending) return void (await setRequest('NEW', row.upline_id));
      if (action === 'C' || action === 'TERMINATION') return endAgreed(trx, row, 'MEMBER', timeZone, now);
      throw badState();
    }
    if (action === 'TERMINATION' && !isTerminationPending)
      return void (await setRequest('TERMINATION', callerId));
    if (action === 'C' && !isTerminationPending) return void (await setRequest('TERMINATION', callerId));
    if (action === 'C' && isTerminationPending) return void (await setRequest('NEW', row.upline_id));
    throw badState();
  });
}
