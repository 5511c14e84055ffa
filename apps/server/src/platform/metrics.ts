import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { TConfig } from '../config.js';
import { AppError } from './errors.js';
import type { ResponseCache } from './response-cache.js';

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digestOf(given), digestOf(token));
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route and status. With
 * METRICS_TOKEN the scraper must send it as a Bearer token (else 403); without one the endpoint is open
 * outside production and not served at all in production (it tells anyone how busy and how big we are).
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<TConfig, 'METRICS_TOKEN' | 'NODE_ENV'>,
  responseCache?: ResponseCache,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Answers of the response cache never reach the hooks: counted when scraped instead of per request.
  if (responseCache)
    new Counter({
      name: 'http_response_cache_hits_total',
      help: 'Answers served from the response cache before routing (not in the duration histogram)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(responseCache.hits);
      },
    });
  // A callback hook: an async one costs a promise per request on every route (docs/performance.md).
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const token = config.METRICS_TOKEN;
  if (!token && config.NODE_ENV === 'production') return registry;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !hasBearer(request, token)) throw new AppError('FORBIDDEN');
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
