import { z } from 'zod';
import { createSandboxOrder, sandboxPaymentPath } from '../sandbox-psp/sandbox-orders.js';
import { isSandboxSignatureValid, SANDBOX_SIGNATURE_HEADER } from '../sandbox-psp/sandbox-signature.js';
import type { TGatewayEvent, TPaymentGatewayAdapter } from './payment-gateway.js';

/** The sandbox PSP's callback body (docs/payments.md); unknown fields are ignored, as a PSP may add some. */
const ZSandboxCallback = z.object({
  eventId: z.string().min(1).max(200),
  orderId: z.string().min(1).max(200),
  merchantOrderId: z.string().min(1).max(200),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().length(3),
  paidAt: z.string().max(64).nullable().optional(),
});

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Our side of the sandbox PSP: it talks to the PSP only through its order API and its callbacks. */
export const sandboxGateway: TPaymentGatewayAdapter = {
  gateway: 'SANDBOX',
  createOrder: async (db, input) => {
    if (!input.method.gatewaySecret) throw new Error('a SANDBOX payment method needs its gateway secret');
    const order = await createSandboxOrder(db, {
      merchantOrderId: input.depositId.toString(),
      amountMinor: input.amountMinor,
      currency: input.currency,
      callbackUrl: input.callbackUrl,
      returnUrl: `${input.siteOrigin}/?centre=depositv2&deposit=${input.depositId}`,
      secret: input.method.gatewaySecret,
    });
    return {
      gatewayOrderId: order.id,
      paymentUrl: `${input.siteOrigin}${sandboxPaymentPath(order.id)}`,
      bankDetails: null,
    };
  },
  paymentUrlOf: (gatewayOrderId, siteOrigin) => `${siteOrigin}${sandboxPaymentPath(gatewayOrderId)}`,
  parseCallback: (rawBody): TGatewayEvent | undefined => {
    const parsed = ZSandboxCallback.safeParse(parseJson(rawBody));
    if (!parsed.success) return undefined;
    const body = parsed.data;
    return {
      eventId: body.eventId,
      gatewayOrderId: body.orderId,
      merchantOrderId: body.merchantOrderId,
      status: body.status,
      amountMinor: BigInt(body.amount),
      currency: body.currency,
      paidAt: body.paidAt ?? null,
    };
  },
  isSignatureValid: (rawBody, headers, secret) =>
    isSandboxSignatureValid(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER]),
};
