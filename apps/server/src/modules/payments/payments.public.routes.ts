import { ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { sandboxGateway } from './gateways/sandbox-gateway.js';
import { inProcessCallbackTransport } from './in-process-callback-transport.js';
import { receiveGatewayCallback } from './receive-gateway-callback.js';
import type { TSandboxOrder } from './sandbox-psp/sandbox-orders.js';
import { enabledGateways } from './enabled-gateways.js';
import { sandboxPspRoutes } from './sandbox-psp/sandbox-psp.routes.js';

/** Callbacks are a few hundred bytes; a larger body is not a callback (and nothing unverified is stored). */
const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;
const FALLBACK_PAYEE = 'Merchant';

/** Outside the merchant scope: the sandbox PSP's hosted page and the gateways' callbacks. */
export function paymentPublicRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  // The PSP shows the payee's brand, as a real PSP knows its merchant account's display name.
  const payeeNameOf = async (order: TSandboxOrder): Promise<string> => {
    if (!/^\d{1,18}$/.test(order.merchantOrderId)) return FALLBACK_PAYEE;
    const row = await ctx.db
      .selectFrom('deposit')
      .innerJoin('merchant', 'merchant.id', 'deposit.merchant_id')
      .select('merchant.brand')
      .where('deposit.id', '=', BigInt(order.merchantOrderId))
      .executeTakeFirst();
    const brandName = (row?.brand as { brandName?: unknown } | undefined)?.brandName;
    return typeof brandName === 'string' && brandName ? brandName : FALLBACK_PAYEE;
  };

  return async (app) => {
    // Off in production: the hosted page would let anyone pay themselves (SANDBOX_GATEWAY_ENABLED).
    if (enabledGateways(ctx.config).includes('SANDBOX')) {
      await app.register(
        sandboxPspRoutes(ctx, { payeeNameOf, fallbackTransport: inProcessCallbackTransport(ctx.db) }),
      );
    }

    await app.register(async (callbacks) => {
      // The signature covers the bytes as sent: this plugin keeps JSON bodies as raw buffers.
      callbacks.removeAllContentTypeParsers();
      callbacks.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
        (_request, body, done) => done(null, body),
      );
      callbacks.post(
        '/payments/callbacks/sandbox',
        {
          bodyLimit: CALLBACK_BODY_LIMIT_BYTES,
          schema: {
            tags: ['payment gateways'],
            summary: 'Sandbox PSP callback (JSON, X-Sandbox-Signature: hex HMAC-SHA256 of the raw body)',
            response: { 200: ZSuccess(z.object({ outcome: z.string() })) },
          },
        },
        async (request) => {
          if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST');
          const outcome = await receiveGatewayCallback(ctx.db, sandboxGateway, request.body, request.headers);
          return ok({ outcome });
        },
      );
    });
  };
}
