import { ZMinorUnits } from '@kirin/contracts';
import { z } from 'zod';

// Operator-only shapes of the dual-control limits (the site never sees them), like wallet.ops.schemas.ts.

/** PUT /ops/merchants/:code/dual-control: every limit, in the merchant's minor units (0: always two). */
export const ZDualControlSave = z.object({
  /** A withdrawal above this is approved and paid by two different operators. */
  withdrawalSingleOperatorMax: ZMinorUnits,
  /** A manual bank deposit above this is approved by two different operators. */
  depositSingleOperatorMax: ZMinorUnits,
  /** What one operator may apply alone in manual adjustments per UTC day; beyond it each waits for a second. */
  adjustmentDailySingleOperatorMax: ZMinorUnits,
});
export type TDualControlSave = z.infer<typeof ZDualControlSave>;

export const ZDualControl = ZDualControlSave.extend({
  /** The per-adjustment threshold, from the merchant settings (`settings.wallet.adjustmentDualApprovalMinor`). */
  adjustmentSingleOperatorMax: ZMinorUnits,
  updatedAt: z.string(),
});
export type TDualControl = z.infer<typeof ZDualControl>;
