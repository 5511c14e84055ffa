import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { acceptsGzip } from '../../platform/response-cache.js';
import { merchantFreshForMs } from '../merchant/resolve-merchant.js';
import { SECURITY_HEADERS } from '../../platform/security-headers.js';

/** Below this size gzip saves nothing worth a header (the compress plugin's own threshold). */
const GZIP_THRESHOLD_BYTES = 1024;

type TPreparedJson = { text: string; gzip: Buffer | null };

/**
 * Route options of the cached reads: they compress their answer once, when it is built, instead of the
 * compress plugin compressing it again on every request (and its hooks are left off these routes).
 */
export const PRECOMPRESSED_ROUTE = { compress: false, decompress: false } as const;

function prepare(text: string): TPreparedJson {
  return { text, gzip: Buffer.byteLength(text) >= GZIP_THRESHOLD_BYTES ? gzipSync(text) : null };
}

/**
 * Sends `schema`'s answer as JSON text built (and gzipped) once per cache key: the hot catalogue reads skip
 * the loading, the per-request schema check, the serialisation and the compression. The answer is still
 * checked against the route's response schema, once, when built. With `key` null (answers to free input)
 * nothing is stored.
 */
export async function sendCachedJson(
  ctx: TAppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string | null,
  schema: z.ZodType,
  build: () => unknown,
): Promise<FastifyReply> {
  const load = async () => prepare(JSON.stringify(schema.parse(await build())));
  const prepared = key ? await ctx.cache.getOrLoad(key, load) : await load();
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  let body: string | Buffer = prepared.text;
  if (prepared.gzip) {
    headers.vary = 'accept-encoding';
    if (acceptsGzip(request.headers)) {
      headers['content-encoding'] = 'gzip';
      body = prepared.gzip;
    }
  }
  // A stored answer is the same for every request with the same key; a merchant that blocks countries answers
  // by the caller's address, so its answers are never stored (maintenance never reaches a handler). It lives
  // no longer than the cached merchant it was built for: a block set meanwhile applies when that one goes.
  if (key && request.merchant.blockedCountries.length === 0)
    ctx.responseCache?.store(
      request.raw,
      { ...SECURITY_HEADERS, ...headers, 'content-length': String(Buffer.byteLength(body)) },
      body,
      merchantFreshForMs(ctx, request),
    );
  return reply.headers(headers).send(body);
}
