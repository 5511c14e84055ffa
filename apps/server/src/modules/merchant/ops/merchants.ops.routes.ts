import {
  ZMerchantCodeParams,
  ZMerchantDomains,
  ZMerchantStatus,
  ZMerchantStatusUpdate,
  ZOpsMerchantDetail,
  ZOpsMerchantSummary,
  ZSuccess,
  type TOperatorRole,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { ZMerchantBrand, ZMerchantSettings } from '../merchant.schemas.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { getMerchantDetail } from './get-merchant-detail.js';
import { listMerchants } from './list-merchants.js';
import { replaceMerchantConfig } from './replace-merchant-config.js';
import { replaceMerchantDomains } from './replace-merchant-domains.js';
import { updateMerchantStatus } from './update-merchant-status.js';

const ALL_ROLES: TOperatorRole[] = [];

/** Merchant configuration: every role may read the merchants in its scope, only owners change them. */
export function merchantAdminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: merchants'];
    const security = [{ operatorToken: [] }];
    const anyRole = requireOperator(ctx, ALL_ROLES);
    const owner = requireOperator(ctx, ['owner']);
    const params = ZMerchantCodeParams;

    app.get(
      '/merchants',
      {
        preHandler: anyRole,
        schema: {
          tags,
          security,
          summary: 'Merchants in scope',
          response: { 200: ZSuccess(z.array(ZOpsMerchantSummary)) },
        },
      },
      async (request) => ok(await listMerchants(ctx.db, operatorOf(request))),
    );

    app.get(
      '/merchants/:code',
      {
        preHandler: anyRole,
        schema: {
          tags,
          security,
          summary: 'One merchant with its configuration',
          params,
          response: { 200: ZSuccess(ZOpsMerchantDetail) },
        },
      },
      async (request) => ok(await getMerchantDetail(ctx.db, operatorOf(request), request.params.code)),
    );

    app.patch(
      '/merchants/:code/status',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Maintenance, blocked countries and access guard',
          params,
          body: ZMerchantStatusUpdate,
          response: { 200: ZSuccess(ZMerchantStatus) },
        },
      },
      async (request) =>
        ok(
          await updateMerchantStatus(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.put(
      '/merchants/:code/settings',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Replace the settings',
          params,
          body: ZMerchantSettings,
          response: { 200: ZSuccess(ZMerchantSettings) },
        },
      },
      async (request) => {
        const change = { part: 'settings' as const, value: request.body };
        await replaceMerchantConfig(ctx, actorOf(request), operatorOf(request), request.params.code, change);
        return ok(request.body);
      },
    );

    app.put(
      '/merchants/:code/brand',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Replace the brand',
          params,
          body: ZMerchantBrand,
          response: { 200: ZSuccess(ZMerchantBrand) },
        },
      },
      async (request) => {
        const change = { part: 'brand' as const, value: request.body };
        await replaceMerchantConfig(ctx, actorOf(request), operatorOf(request), request.params.code, change);
        return ok(request.body);
      },
    );

    app.put(
      '/merchants/:code/domains',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Replace the hosts, in order',
          params,
          body: ZMerchantDomains,
          response: { 200: ZSuccess(ZMerchantDomains) },
        },
      },
      async (request) =>
        ok(
          await replaceMerchantDomains(
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
