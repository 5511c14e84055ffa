import type { TDb } from '../../../db/database.js';
import { findSandboxOrder, type TSandboxOrder } from './sandbox-orders.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-signature.js';

const DELIVERY_TIMEOUT_MS = 10_000;

/** How a callback reaches the merchant: HTTP in production; tests and job-less processes pass their own. */
export type TCallbackTransport = (
  url: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number }>;

/** POSTs over the network, as an outside PSP does. */
export const httpCallbackTransport: TCallbackTransport = async (url, rawBody, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    body: rawBody,
    headers,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

/** The JSON the PSP posts; field names follow its protocol (docs/payments.md). */
export type TSandboxCallbackBody = {
  eventId: string;
  orderId: string;
  merchantOrderId: string;
  status: 'PAID' | 'FAILED';
  amount: number;
  currency: string;
  paidAt: string | null;
};

/**
 * The signed event of a completed order. The event id is fixed per order and outcome, so every retry of
 * the same event carries the same id (what lets the merchant spot a duplicate).
 */
export function buildSandboxCallback(order: TSandboxOrder & { status: 'PAID' | 'FAILED' }): {
  rawBody: string;
  headers: Record<string, string>;
} {
  const body: TSandboxCallbackBody = {
    eventId: `evt_${order.id}_${order.status}`,
    orderId: order.id,
    merchantOrderId: order.merchantOrderId,
    status: order.status,
    amount: Number(order.amountMinor),
    currency: order.currency,
    paidAt: order.status === 'PAID' ? (order.completedAt ?? new Date()).toISOString() : null,
  };
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(order.secret, rawBody),
    },
  };
}

export class CallbackNotAcceptedError extends Error {
  constructor(
    readonly orderId: string,
    readonly status: number,
  ) {
    super(`sandbox callback for ${orderId} answered ${status}`);
  }
}

/**
 * Sends the order's outcome to the merchant's callback URL once. Answers the HTTP status on 2xx; throws
 * otherwise (the job runner retries with back-off). An order still OPEN has nothing to send: null.
 */
export async function deliverSandboxCallback(
  ctx: { db: TDb },
  orderId: string,
  transport: TCallbackTransport = httpCallbackTransport,
): Promise<number | null> {
  const order = await findSandboxOrder(ctx.db, orderId);
  if (!order) throw new Error(`sandbox order ${orderId} does not exist`);
  if (order.status === 'OPEN') return null;
  const { rawBody, headers } = buildSandboxCallback({ ...order, status: order.status });
  const { status } = await transport(order.callbackUrl, rawBody, headers);
  if (status < 200 || status > 299) throw new CallbackNotAcceptedError(orderId, status);
  return status;
}
