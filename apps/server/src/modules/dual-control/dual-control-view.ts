import { type TDualControl, ZWalletSettings } from '@kirin/contracts';
import type { TDualControlLimits } from './read-dual-control.js';

/** The per-adjustment threshold of a stored settings document (defaults fill what is missing). */
function adjustmentThresholdOf(settings: unknown): number {
  const parsed = ZWalletSettings.safeParse((settings as { wallet?: unknown } | null)?.wallet ?? {});
  return (parsed.success ? parsed.data : ZWalletSettings.parse({})).adjustmentDualApprovalMinor;
}

/** The limits as the operator API answers them. */
export function toDualControl(limits: TDualControlLimits, settings: unknown): TDualControl {
  return {
    withdrawalSingleOperatorMax: Number(limits.withdrawalSingleMaxMinor),
    depositSingleOperatorMax: Number(limits.depositSingleMaxMinor),
    adjustmentDailySingleOperatorMax: Number(limits.adjustmentDailySingleMaxMinor),
    withdrawalDailySingleOperatorMax: Number(limits.withdrawalDailySingleMaxMinor),
    depositDailySingleOperatorMax: Number(limits.depositDailySingleMaxMinor),
    adjustmentSingleOperatorMax: adjustmentThresholdOf(settings),
    updatedAt: limits.updatedAt.toISOString(),
  };
}
