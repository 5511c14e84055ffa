import { ZSuccess } from '@kirin/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from './context.js';
import { ok } from './envelope.js';
import { AppError } from './errors.js';

const ZHealth = z.object({ status: z.literal('ok') });

/**
 * Liveness (the process answers) and readiness: the start-up work is done (lottery issues open, caches warm,
 * jobs started: platform/readiness.ts) and the database answers. 503 until then.
 */
export function healthRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['ops'], response: { 200: ZSuccess(ZHealth) } } }, async () =>
      ok({ status: 'ok' as const }),
    );
    app.get('/readyz', { schema: { tags: ['ops'], response: { 200: ZSuccess(ZHealth) } } }, async () => {
      if (ctx.readiness && !ctx.readiness.isReady) throw new AppError('UNAVAILABLE');
      try {
        await sql`SELECT 1`.execute(ctx.db);
      } catch {
        throw new AppError('UNAVAILABLE');
      }
      return ok({ status: 'ok' as const });
    });
  };
}
