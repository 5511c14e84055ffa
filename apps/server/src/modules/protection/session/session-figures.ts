import type { TDb } from '../../../db/database.js';
import { readMemberKindTotals } from '../../ledger/index.js';

/** Ledger kinds that stake (member side negative), that pay out (positive), and that give a stake back. */
const STAKE_KINDS = ['BET', 'LOTTERY_BET'];
const PAYOUT_KINDS = ['WIN', 'LOTTERY_PAYOUT'];
const REFUND_KINDS = ['ROLLBACK', 'LOTTERY_REFUND', 'LOTTERY_CANCEL'];

/**
 * What the member staked and was paid since `since`, from the member's own ledger entries: seamless bets and
 * wins (in-house games too) and lottery slips and payouts. A refunded stake (vendor rollback, lottery refund
 * or cancel) counts as not staked. Transfers to transfer-mode vendors are money moved, not stakes: left out.
 */
export async function readSessionFigures(
  db: TDb,
  memberId: bigint,
  since: Date,
): Promise<{ staked: bigint; paidOut: bigint }> {
  const totals = await readMemberKindTotals(db, memberId, since, [
    ...STAKE_KINDS,
    ...PAYOUT_KINDS,
    ...REFUND_KINDS,
  ]);
  const sum = (kinds: string[]) => kinds.reduce((acc, kind) => acc + (totals.get(kind) ?? 0n), 0n);
  const staked = -sum(STAKE_KINDS) - sum(REFUND_KINDS);
  return { staked: staked > 0n ? staked : 0n, paidOut: sum(PAYOUT_KINDS) };
}
