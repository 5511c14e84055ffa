import { z } from 'zod';
import type { TErrorCode } from './errors.js';
import { ZMinorUnits, ZPositiveMinorUnits } from './wallet.js';

/**
 * The seamless-wallet API game vendors call, server to server (docs/vendor-wallet.md). Every request is signed:
 * X-Signature is the hex HMAC-SHA256, with the vendor's secret, of `<X-Timestamp>.<X-Nonce>.<raw body>`; the
 * timestamp (Unix seconds) must be within 5 minutes of the server clock and the nonce new. Paths under
 * /vendor-api/wallet/.
 */
const ZCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);
const ZPlayerId = z.string().regex(/^\d{1,18}$/);
const ZVendorTxId = z.string().min(1).max(100);

/** Who is calling, and for which merchant; signed with the rest of the body. */
const ZVendorCaller = z.object({ merchantCode: ZCode, vendorCode: ZCode });
const ZVendorPlayerCall = ZVendorCaller.extend({
  /** The member's id as authenticate gave it to the vendor. */
  playerId: ZPlayerId,
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** POST /vendor-api/wallet/authenticate: exchange a one-time launch token for a game session. */
export const ZVendorAuthenticateRequest = ZVendorCaller.extend({ launchToken: z.string().min(16).max(200) });
export const ZVendorAuthenticateAnswer = z.object({
  playerId: ZPlayerId,
  username: z.string(),
  currency: z.string(),
  balance: ZMinorUnits,
  /** Sent with every bet; wins and rollbacks do not need it. */
  sessionToken: z.string(),
  sessionExpiresAt: z.string(),
  gameCode: z.string().nullable(),
  roomId: z.string().nullable(),
  language: z.string(),
});
export type TVendorAuthenticateRequest = z.infer<typeof ZVendorAuthenticateRequest>;
export type TVendorAuthenticateAnswer = z.infer<typeof ZVendorAuthenticateAnswer>;

/** POST /vendor-api/wallet/balance. */
export const ZVendorBalanceRequest = ZVendorPlayerCall;
export type TVendorBalanceRequest = z.infer<typeof ZVendorBalanceRequest>;

/** POST /vendor-api/wallet/bet: a debit, keyed by the vendor's transaction id. */
export const ZVendorBetRequest = ZVendorPlayerCall.extend({
  sessionToken: z.string().min(16).max(200),
  transactionId: ZVendorTxId,
  roundId: ZVendorTxId,
  gameCode: z.string().max(64).optional(),
  amount: ZMinorUnits,
});
export type TVendorBetRequest = z.infer<typeof ZVendorBetRequest>;

/** POST /vendor-api/wallet/win: a credit (0 closes the round), accepted after the session has ended. */
export const ZVendorWinRequest = ZVendorPlayerCall.extend({
  transactionId: ZVendorTxId,
  roundId: ZVendorTxId,
  gameCode: z.string().max(64).optional(),
  amount: ZMinorUnits,
});
export type TVendorWinRequest = z.infer<typeof ZVendorWinRequest>;

/** POST /vendor-api/wallet/rollback: refund a bet by its transaction id (never twice, never after a win). */
export const ZVendorRollbackRequest = ZVendorPlayerCall.extend({
  transactionId: ZVendorTxId,
  originalTransactionId: ZVendorTxId,
  roundId: ZVendorTxId,
});
export type TVendorRollbackRequest = z.infer<typeof ZVendorRollbackRequest>;

/**
 * POST /vendor-api/wallet/bet-and-win: a bet and its win in one call, applied together or not at all (games
 * that settle many small stakes at once, e.g. a second of fishing shots). Each leg keeps its own transaction id
 * and idempotency: a repeat answers the first answer; a refusal (funds, session, limits) moves nothing.
 */
export const ZVendorBetAndWinRequest = ZVendorPlayerCall.extend({
  sessionToken: z.string().min(16).max(200),
  roundId: ZVendorTxId,
  gameCode: z.string().max(64).optional(),
  betTransactionId: ZVendorTxId,
  betAmount: ZPositiveMinorUnits,
  winTransactionId: ZVendorTxId,
  winAmount: ZMinorUnits,
}).refine((request) => request.betTransactionId !== request.winTransactionId, {
  message: 'the bet and the win need distinct transaction ids',
  path: ['winTransactionId'],
});
export type TVendorBetAndWinRequest = z.infer<typeof ZVendorBetAndWinRequest>;

export const ZVendorWalletAnswer = z.object({
  balance: ZMinorUnits,
  currency: z.string(),
  /** Our ledger transaction id; null when nothing moved (a zero win, an acknowledged unknown rollback). */
  transactionId: z.string().nullable(),
  isDuplicate: z.boolean(),
});
export type TVendorWalletAnswer = z.infer<typeof ZVendorWalletAnswer>;

/** A refusal from the wallet API: the envelope's code, and details (INSUFFICIENT_FUNDS carries balance). */
export class VendorWalletError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly details: Record<string, unknown> = {},
    readonly status = 0,
  ) {
    super(code);
    this.name = 'VendorWalletError';
  }
}

/**
 * What a vendor implementation speaks to the platform: the conformance suite drives any implementation of
 * this against a real server (apps/server/src/modules/vendor-wallet/conformance/). Refusals throw
 * VendorWalletError; transport failures throw anything else.
 */
export type TVendorWalletClient = {
  authenticate(launchToken: string): Promise<TVendorAuthenticateAnswer>;
  balance(playerId: string, currency: string): Promise<TVendorWalletAnswer>;
  bet(request: Omit<TVendorBetRequest, 'merchantCode' | 'vendorCode'>): Promise<TVendorWalletAnswer>;
  win(request: Omit<TVendorWinRequest, 'merchantCode' | 'vendorCode'>): Promise<TVendorWalletAnswer>;
  rollback(
    request: Omit<TVendorRollbackRequest, 'merchantCode' | 'vendorCode'>,
  ): Promise<TVendorWalletAnswer>;
  /** The bet and win legs in one call; the answer is the win's (balance after both, isDuplicate of a repeat). */
  betAndWin(
    request: Omit<TVendorBetAndWinRequest, 'merchantCode' | 'vendorCode'>,
  ): Promise<TVendorWalletAnswer>;
};
