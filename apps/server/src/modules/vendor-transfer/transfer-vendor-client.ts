/** What a transfer-mode vendor's own wallet answers about one of our references. */
export type TTransferStatus = 'SUCCESS' | 'FAILED' | 'NOT_FOUND' | 'PENDING';

export type TTransferOrder = {
  playerId: string;
  currency: string;
  /** Minor units, > 0. */
  amount: number;
  /** Unique per merchant: the vendor applies one reference at most once (its idempotency key). */
  referenceNo: string;
};

/**
 * A transfer-mode vendor (it keeps the player's balance itself), as the platform calls it. A definite
 * refusal throws TransferRefusedError; any other failure (time-out, network, 5xx, garbage) throws
 * something else and means "outcome unknown": the transfer stays PENDING for the reconciliation job.
 */
export type TTransferVendorClient = {
  /** Into the vendor's wallet (our main wallet has already been debited). */
  deposit(order: TTransferOrder): Promise<{ balance: number }>;
  /** Out of the vendor's wallet (our main wallet is credited once this succeeds). */
  withdraw(order: TTransferOrder): Promise<{ balance: number }>;
  balance(playerId: string, currency: string): Promise<{ balance: number }>;
  statusOf(referenceNo: string): Promise<TTransferStatus>;
};

/** The vendor said no, for sure: nothing happened on its side. */
export class TransferRefusedError extends Error {
  constructor(
    readonly vendorCode: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`vendor refused the transfer: ${vendorCode}`);
    this.name = 'TransferRefusedError';
  }
}
