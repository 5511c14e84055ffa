import { sql } from 'kysely';

// The ledger kinds the reports count, by figure (docs/operators.md, "Dashboard and reconciliation"). Every
// figure sums the member side of its postings, so it is what members' balances received or gave.

/** A stake leaving a member's MAIN for the house: a vendor's (or in-house game's) bet, a lottery bet. */
export const STAKE_KINDS = ['BET', 'LOTTERY_BET'] as const;
/** A stake given back: a vendor's rollback, a lottery tie refunded or a draw cancelled, a member's cancel. */
export const STAKE_RETURN_KINDS = ['ROLLBACK', 'LOTTERY_REFUND', 'LOTTERY_CANCEL'] as const;
/** What a round or a lottery bet paid. */
export const PAYOUT_KINDS = ['WIN', 'LOTTERY_PAYOUT'] as const;
/** Every posting of the game path: member MAIN against a house shard, and nothing else. */
export const GAME_KINDS = [...STAKE_KINDS, ...STAKE_RETURN_KINDS, ...PAYOUT_KINDS] as const;

/**
 * Promotion money: bonus grants (manual, promotions, first deposit, sign-in, bet volume, missions, VIP,
 * referral, reward centre), red-envelope packets and point-mall cash goods, less take-backs (all kind BONUS).
 */
export const BONUS_KINDS = ['BONUS'] as const;
/** Cashback claims (REBATE) and points converted to cash (POINTS_REBATE), as the agent settlement counts them. */
export const REBATE_KINDS = ['REBATE', 'POINTS_REBATE'] as const;

export const DEPOSIT_KIND = 'DEPOSIT';
export const WITHDRAWAL_KIND = 'WITHDRAWAL';
export const WITHDRAWAL_REFUND_KIND = 'WITHDRAWAL_REFUND';

/** Every kind the dashboard's money figures read. */
export const DASHBOARD_KINDS = [
  DEPOSIT_KIND,
  WITHDRAWAL_KIND,
  ...GAME_KINDS,
  ...BONUS_KINDS,
  ...REBATE_KINDS,
] as const;

// Left out on purpose: WALLET_TRANSFER, TRANSFER_UPLINE/DOWNLINE (money between a member's own wallets or
// along an agent line), ADJUSTMENT (operator corrections), AGENT_DIVIDEND and the AGENT_*_SALARY kinds (agents'
// pay, the agent programme's own figures) and WITHDRAWAL_REFUND (in the reconciliation).

/**
 * The predicate of migration 0046's partial index over a merchant's postings by time without the game path:
 * written out as literals, the same text as the index, so the planner can prove the index covers the query.
 */
export const isNotGamePosting = (alias: string) =>
  sql.raw(`${alias}.kind NOT IN (${GAME_KINDS.map((kind) => `'${kind}'`).join(', ')})`);
