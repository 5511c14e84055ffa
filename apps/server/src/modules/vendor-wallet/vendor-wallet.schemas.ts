import { ZMinorUnits } from '@kirin/contracts';
import { z } from 'zod';

const ZCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);

/** Who is calling, and for which merchant; signed with the rest of the body. */
const ZVendorCall = z.object({
  merchantCode: ZCode,
  vendorCode: ZCode,
  /** The member's id as the launch gave it to the vendor. */
  playerId: z.string().regex(/^\d{1,18}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const ZVendorBalanceRequest = ZVendorCall;

/** A bet (debit) or a win (credit): keyed by the vendor's transaction id. */
export const ZVendorMoveRequest = ZVendorCall.extend({
  transactionId: z.string().min(1).max(100),
  roundId: z.string().min(1).max(100),
  amount: ZMinorUnits,
});
export type TVendorMoveRequest = z.infer<typeof ZVendorMoveRequest>;

export const ZVendorWalletAnswer = z.object({
  balance: ZMinorUnits,
  currency: z.string(),
  /** Our ledger transaction id; null for a zero win, which only closes a round. */
  transactionId: z.string().nullable(),
  isDuplicate: z.boolean(),
});
export type TVendorWalletAnswer = z.infer<typeof ZVendorWalletAnswer>;
