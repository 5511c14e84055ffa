import type { TBankDetails, TPaymentGateway } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/** What a gateway needs to open an order for a deposit. */
export type TGatewayOrderInput = {
  depositId: bigint;
  amountMinor: bigint;
  currency: string;
  /** The method's signing secret (SANDBOX) and bank details (MANUAL_BANK). */
  method: { gatewaySecret: string | null; bankDetails: TBankDetails | null };
  /** Where the payer comes back to after the hosted page: the site's origin. */
  siteOrigin: string;
  /** Where the gateway posts its asynchronous callbacks (from PUBLIC_URL). */
  callbackUrl: string;
};

/** The gateway's answer: a hosted page to open, or bank details to transfer to. */
export type TGatewayOrder = {
  gatewayOrderId: string | null;
  paymentUrl: string | null;
  bankDetails: TBankDetails | null;
};

/** A callback as the gateway means it, before we decide what it does to the deposit. */
export type TGatewayEvent = {
  eventId: string;
  gatewayOrderId: string;
  merchantOrderId: string;
  status: 'PAID' | 'FAILED';
  amountMinor: bigint;
  currency: string;
  paidAt: string | null;
};

/**
 * One payment gateway (docs/payments.md). A new provider implements this and gets a case in
 * paymentGatewayFor; the deposit use cases never name a provider.
 */
export type TPaymentGatewayAdapter = {
  gateway: TPaymentGateway;
  createOrder: (db: TDb, input: TGatewayOrderInput) => Promise<TGatewayOrder>;
  /** The hosted page of an open order, for showing the deposit again later; null without one. */
  paymentUrlOf: (gatewayOrderId: string, siteOrigin: string) => string | null;
  /** The event in a callback body, or undefined when the body is not one (malformed). Does not verify. */
  parseCallback: (rawBody: Buffer) => TGatewayEvent | undefined;
  /** Whether the callback's signature holds for the raw body under the method's secret. */
  isSignatureValid: (rawBody: Buffer, headers: Record<string, unknown>, secret: string) => boolean;
};
