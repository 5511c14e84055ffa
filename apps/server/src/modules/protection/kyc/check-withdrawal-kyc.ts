import type { TWalletSettings } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { readKycStatus } from './read-kyc-status.js';

/** The merchant's "KYC required for withdrawals above" in minor units; 0 when the rule is off (0 or null). */
export function kycThresholdOf(settings: Pick<TWalletSettings, 'kycWithdrawThresholdMinor'>): bigint {
  return BigInt(settings.kycWithdrawThresholdMinor ?? 0);
}

/**
 * A withdrawal of `amount` above the merchant's threshold needs a verified identity: KYC_REQUIRED
 * (details.threshold, details.status) otherwise, before anything is held, so the withdrawal's states stay
 * as they are (docs/player-protection.md "Withdrawal hold").
 */
export async function checkWithdrawalKyc(
  db: TDb,
  memberId: bigint,
  amount: bigint,
  settings: Pick<TWalletSettings, 'kycWithdrawThresholdMinor'>,
): Promise<void> {
  const threshold = kycThresholdOf(settings);
  if (threshold === 0n || amount <= threshold) return;
  const status = await readKycStatus(db, memberId);
  if (status !== 'verified') throw new AppError('KYC_REQUIRED', { threshold: threshold.toString(), status });
}
