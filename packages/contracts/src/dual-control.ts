import { z } from 'zod';
import { ZMinorUnits } from './wallet.js';

// Operator-only shapes of the dual-control limits (/ops/merchants/:code/dual-control), shared with the console.

/** Every limit an owner sets, in the merchant's minor units (0: always two operators). */
const ZDualControlLimits = z.object({
  /** A withdrawal above this is approved and paid by two different operators. */
  withdrawalSingleOperatorMax: ZMinorUnits,
  /** A manual bank deposit above this is approved by two different operators. */
  depositSingleOperatorMax: ZMinorUnits,
  /** What one operator may apply alone in manual adjustments per UTC day; beyond it each waits for a second. */
  adjustmentDailySingleOperatorMax: ZMinorUnits,
  /** What one operator may pay alone (it approved and paid) in withdrawals per UTC day; beyond it, another pays. */
  withdrawalDailySingleOperatorMax: ZMinorUnits,
  /** What one operator may credit alone in manual deposits per UTC day; beyond it each takes two approvals. */
  depositDailySingleOperatorMax: ZMinorUnits,
});

/**
 * PUT /ops/merchants/:code/dual-control. The three limits of migration 0023 are required (the PUT replaces
 * them); the two daily totals of 0028 may be left out, and then keep their current value, so a client written
 * before them cannot reset them by omission.
 */
export const ZDualControlSave = ZDualControlLimits.partial({
  withdrawalDailySingleOperatorMax: true,
  depositDailySingleOperatorMax: true,
});
export type TDualControlSave = z.infer<typeof ZDualControlSave>;

export const ZDualControl = ZDualControlLimits.extend({
  /** The per-adjustment threshold, from the merchant settings (`settings.wallet.adjustmentDualApprovalMinor`). */
  adjustmentSingleOperatorMax: ZMinorUnits,
  updatedAt: z.string(),
});
export type TDualControl = z.infer<typeof ZDualControl>;
