import { ZMerchantCodeParams, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { RETIRED_KEY_GRACE_MINUTES, rotatePayloadKey } from '../../../platform/payload-keys.js';
import { actorOf, writeAudit } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

const ZRotatedKey = z.object({ kid: z.string(), retiredKeyGraceMinutes: z.number().int() });

/** Rotation of a merchant's key for sealed request bodies (owners only). */
export function payloadKeyAdminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/merchants/:code/payload-key/rotate',
      {
        preHandler: requireOperator(ctx, ['owner']),
        schema: {
          tags: ['ops: merchants'],
          security: [{ operatorToken: [] }],
          summary: 'Publish a new key for sealed bodies; the old one still opens them for the grace period',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZRotatedKey) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const key = await rotatePayloadKey(ctx, merchant.id);
        await writeAudit(ctx.db, actorOf(request), {
          action: 'merchant.payload-key',
          merchantId: merchant.id,
          target: `merchant:${merchant.code}`,
          after: { kid: key.kid },
        });
        return ok({ kid: key.kid, retiredKeyGraceMinutes: RETIRED_KEY_GRACE_MINUTES });
      },
    );
  };
}
