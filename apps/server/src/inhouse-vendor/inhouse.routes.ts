import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../platform/context.js';

/** The in-house vendor (KIRIN): launch, its game pages and the slot; it reaches the platform only over HTTP. */
export function inhouseVendorRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
