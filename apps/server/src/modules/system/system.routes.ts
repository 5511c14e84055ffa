import {
  encryptCustomerService,
  ZDomainRouteList,
  ZPermission,
  ZRegisterRules,
  ZSuccess,
  ZSystemStatus,
  ZSystemStatusQuery,
  ZWhitelabel,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { getCurrentPayloadKey } from '../../platform/payload-keys.js';
import { listRouteDomains } from '../merchant/merchant.queries.js';
import { hostOf, resolveMerchant } from '../merchant/resolve-merchant.js';
import { getSystemStatus } from './get-system-status.js';
import { toPermissionInfo, toWhitelabel } from './merchant-views.js';

const DOMAIN_ROUTE_CACHE_SECONDS = 300;

/** The merchant configuration calls of spec section 7 (system). */
export function systemRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['system'];

    app.get(
      '/wps/system/whitelabel',
      {
        config: { allowWhenClosed: true },
        schema: { tags, summary: 'Brand configuration', response: { 200: ZSuccess(ZWhitelabel) } },
      },
      async (request) =>
        ok(toWhitelabel(request.merchant, await getCurrentPayloadKey(ctx, request.merchant.id))),
    );

    app.get(
      '/wps/system/status',
      {
        config: { allowWhenClosed: true, skipMerchantScope: true },
        schema: {
          tags,
          summary: 'Site status for the caller: 0 normal, 1 maintenance, 2 region restriction',
          querystring: ZSystemStatusQuery,
          response: { 200: ZSuccess(ZSystemStatus) },
        },
      },
      async (request) => {
        const host = request.query.url ? hostOf(request.query.url) : undefined;
        const merchant = await resolveMerchant(ctx, request, host);
        return ok(getSystemStatus(merchant, request.ip));
      },
    );

    app.get(
      '/wps/system/domainRoute',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags,
          summary: 'Alternative addresses of the site',
          response: { 200: ZSuccess(ZDomainRouteList) },
        },
      },
      async (request, reply) => {
        const merchant = request.merchant;
        const domains = await ctx.cache.getOrLoad(`merchant:routes:${merchant.id}`, () =>
          listRouteDomains(ctx.db, merchant.id),
        );
        reply.header('cache-control', `public, max-age=${DOMAIN_ROUTE_CACHE_SECONDS}`);
        return ok(domains.map((domain) => ({ domain, speed: 0 })));
      },
    );

    app.get(
      '/wps/system/setting/register',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags,
          summary: 'Registration rules per field',
          response: { 200: ZSuccess(ZRegisterRules) },
        },
      },
      async (request) => ok(request.merchant.settings.registerRules),
    );

    app.get(
      '/wps/system/permission',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags,
          summary: 'Modules, rules, resources and service configuration (value.info)',
          response: { 200: ZSuccess(ZPermission) },
        },
      },
      async (request) => {
        const info = toPermissionInfo(request.merchant, request.ip);
        // Service paths go out encrypted (spec section 7); the site decrypts the one it opens.
        const customerService = await encryptCustomerService(request.merchant.settings.customerService);
        return ok({ info: { ...info, customerService } });
      },
    );
  };
}
