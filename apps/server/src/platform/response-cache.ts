import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** An answer as raw header pairs (with a slot for the request id, filled on each hit) and its body. */
type TStoredAnswer = {
  rawHeaders: string[];
  requestIdSlot: number;
  body: string | Buffer;
  expiresAt: number;
};

/** The largest number of answers kept: URLs are free input, so the cache stops storing when it is full. */
const MAX_ANSWERS = 2_000;

/** Whether a request accepts gzip: the same test decides the answer's encoding and its place in the cache. */
export const acceptsGzip = (headers: IncomingHttpHeaders) =>
  /\bgzip\b/.test(headers['accept-encoding'] ?? '');

/**
 * A micro-cache of whole answers in front of the router, as a reverse proxy's micro-cache would be
 * (docs/performance.md, "catalogue"). Only the public catalogue reads store into it (sendCachedJson), each
 * answer under everything it can depend on: the URL as sent, the merchant (Merchant header, Host), the
 * Language header and whether gzip is accepted. It lives exactly as long as the configuration cache's
 * entries and is emptied whenever that cache drops anything (an operator's change, in any process through
 * Redis), so it answers nothing the routes would not answer themselves. A repeat of such a read is then
 * answered from bytes before Fastify routes it: no hooks, validation or handler run for it.
 */
export class ResponseCache {
  // URL → the rest of the key → answer: the URL is the long part, and the parser's string is used as it is.
  private readonly answers = new Map<string, Map<string, TStoredAnswer>>();
  private size = 0;
  // Bumped by every clear: an answer built by a request that started before the clear is not stored.
  private generation = 0;
  private readonly generationOf = new WeakMap<IncomingMessage, number>();
  /** Answers served from the cache since start (the /metrics counter). */
  hits = 0;

  constructor(private readonly ttlMs: number) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Answers the request from the cache if it holds its answer; otherwise notes when the request started. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const variants = this.answers.get(request.url);
    const stored = variants?.get(variantOf(request.headers));
    if (stored && stored.expiresAt > Date.now()) {
      this.hits++;
      const requestId = request.headers['x-request-id'];
      // writeHead copies the pairs into the header block at once, so the stored list is reused.
      stored.rawHeaders[stored.requestIdSlot] =
        typeof requestId === 'string' && requestId ? requestId : randomUUID();
      response.writeHead(200, stored.rawHeaders);
      response.end(stored.body);
      return true;
    }
    this.generationOf.set(request, this.generation);
    return false;
  }

  /** Keeps the answer the route just sent, unless the cache was cleared since the request came in. */
  store(request: IncomingMessage, headers: Record<string, string>, body: string | Buffer): void {
    if (!this.isEnabled || this.generationOf.get(request) !== this.generation) return;
    if (request.method !== 'GET' || request.url === undefined || this.size >= MAX_ANSWERS) return;
    const rawHeaders = [...Object.entries(headers).flat(), 'x-kirin-cache', 'hit', 'x-request-id', ''];
    let variants = this.answers.get(request.url);
    if (!variants) this.answers.set(request.url, (variants = new Map()));
    const variant = variantOf(request.headers);
    if (!variants.has(variant)) this.size++;
    variants.set(variant, {
      rawHeaders,
      requestIdSlot: rawHeaders.length - 1,
      body,
      expiresAt: Date.now() + this.ttlMs,
    });
  }

  clear(): void {
    this.generation++;
    this.answers.clear();
    this.size = 0;
  }
}

/** Everything but the URL that a stored answer may depend on: merchant (header, host), language, gzip. */
function variantOf(headers: IncomingHttpHeaders): string {
  const { merchant, host, language } = headers;
  return `${String(merchant ?? '')}\n${host ?? ''}\n${String(language ?? '')}\n${acceptsGzip(headers) ? 'gzip' : ''}`;
}

/**
 * The HTTP server Fastify would make, with the response cache in front of its handler (Fastify's
 * `serverFactory`). Sockets, timeouts and everything else stay Fastify's.
 */
export function serverWithResponseCache(cache: ResponseCache): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!cache.serve(request, response)) handler(request, response);
    });
    // What Fastify sets on the servers it makes itself (fastify/lib/server.js).
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    return server;
  };
}
