import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../platform/context.js';
import { fairRoutes } from './fair/fair.routes.js';
import { fishingRoutes } from './fishing/fishing.routes.js';
import { startVendorHousekeeping } from './housekeeping.js';
import { inhousePageRoutes } from './pages.routes.js';
import { playerRoutes } from './player.routes.js';
import { slotRoutes } from './slot/slot.routes.js';
import { sportsRoutes } from './sports/sports.routes.js';

/** The in-house vendor (KIRIN): launch, its game pages and the slot; it reaches the platform only over HTTP. */
export function inhouseVendorRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!ctx.config.INHOUSE_VENDOR_ENABLED) return;
    await app.register(inhousePageRoutes(ctx));
    await app.register(playerRoutes(ctx), { prefix: '/api' });
    await app.register(fairRoutes(ctx), { prefix: '/api/fair' });
    await app.register(slotRoutes(ctx), { prefix: '/api/slot' });
    await app.register(fishingRoutes(ctx), { prefix: '/api/fishing' });
    await app.register(sportsRoutes(ctx), { prefix: '/api/sports' });
    const stopHousekeeping = startVendorHousekeeping(ctx, (error) =>
      app.log.error({ err: error }, 'in-house vendor housekeeping failed'),
    );
    app.addHook('onClose', stopHousekeeping);
  };
}
