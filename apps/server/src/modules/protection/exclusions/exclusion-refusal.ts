import { toExclusionRefusalDetails } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { readMemberBalances } from '../../ledger/index.js';
import { findExclusionInForce, type TExclusionRow } from './exclusions.queries.js';

/** Whether the member has money to take out (any wallet, held amounts included): a withdrawal session helps. */
export async function hasBalance(db: TDb, memberId: bigint): Promise<boolean> {
  const balances = await readMemberBalances(db, memberId);
  return balances.some((b) => b.balanceMinor > 0n);
}

/** TIMED_OUT or SELF_EXCLUDED with the refusal's details (ZExclusionRefusal as strings). */
export function exclusionRefusal(row: TExclusionRow, canWithdraw: boolean): AppError {
  return new AppError(
    row.kind === 'time_out' ? 'TIMED_OUT' : 'SELF_EXCLUDED',
    toExclusionRefusalDetails({
      kind: row.kind,
      until: row.until?.toISOString() ?? null,
      reopensAt: row.reopens_at?.toISOString() ?? null,
      canWithdraw,
    }),
  );
}

export type TLoginPurpose = 'play' | 'withdrawal';

/**
 * The exclusion check of every member login (modules/auth grantMemberSession), after the password or code was
 * right and with the member's row locked, so a login cannot slip past a time-out being taken. No exclusion:
 * a normal session whatever the purpose. In force: purpose 'withdrawal' with money on the account opens a
 * withdrawal-only session (answers true); anything else is TIMED_OUT or SELF_EXCLUDED.
 */
export async function checkLoginExclusion(
  trx: TDb,
  memberId: bigint,
  purpose: TLoginPurpose,
): Promise<{ isWithdrawalOnly: boolean }> {
  const exclusion = await findExclusionInForce(trx, memberId);
  if (!exclusion) return { isWithdrawalOnly: false };
  const canWithdraw = await hasBalance(trx, memberId);
  if (purpose === 'withdrawal' && canWithdraw) return { isWithdrawalOnly: true };
  throw exclusionRefusal(exclusion, canWithdraw);
}
