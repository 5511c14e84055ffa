import { ZMerchantCodeParams, ZRotatedKey, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { rotateMerchantPayloadKey } from './rotate-merchant-payload-key.js';

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
      async (request) =>
        ok(await rotateMerchantPayloadKey(ctx, actorOf(request), operatorOf(request), request.params.code)),
    );
  };
}
