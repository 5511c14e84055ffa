import { ZCustomerServiceConfigList, ZMerchantCodeParams, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import type { TMerchantSettings } from '../merchant/merchant.schemas.js';
import { replaceCustomerService } from './replace-customer-service.js';

/** The customer service entries of a merchant (plain paths; the site receives them encrypted). */
export function customerServiceOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: customer service'];
    const security = [{ operatorToken: [] }];
    const params = ZMerchantCodeParams;
    const response = { 200: ZSuccess(ZCustomerServiceConfigList) };

    app.get(
      '/merchants/:code/customer-service',
      {
        preHandler: requireOperator(ctx),
        schema: { tags, security, summary: 'The customer service entries', params, response },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok((merchant.settings as TMerchantSettings).customerService);
      },
    );

    app.put(
      '/merchants/:code/customer-service',
      {
        preHandler: requireOperator(ctx, ['owner']),
        schema: {
          tags,
          security,
          summary: 'Replace the customer service entries (VIP and LIVECHAT lines, version.pathList)',
          params,
          body: ZCustomerServiceConfigList,
          response,
        },
      },
      async (request) =>
        ok(
          await replaceCustomerService(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );
  };
}
