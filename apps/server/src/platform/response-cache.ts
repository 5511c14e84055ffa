import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer as raw header pairs (with a slot for the request id, filled on each hit) and its body. */
type TStoredAnswer = {
  rawHeaders: string[];
  requestIdSlot: number;
  body: string | Buffer;
  expiresAt: number;
};
/** The answers of one URL, by the rest of their key (merchant, host, language, gzip). */
type TVariants = Map<string, TStoredAnswer>;

/**
 * URLs kept at most, the bytes of all their answers at most, and answers per URL at most: URLs and headers are
 * free input, so the least recently used URL goes first, and a URL's oldest answer makes room for a new one.
 */
const MAX_URLS = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_VARIANTS_PER_URL = 64;
/** What a stored answer costs besides its body (headers, key), for the byte budget. */
const ANSWER_OVERHEAD_BYTES = 512;

const sizeOf = (variants: TVariants) => {
  let bytes = 1;
  for (const answer of variants.values()) bytes += Buffer.byteLength(answer.body) + ANSWER_OVERHEAD_BYTES;
  return bytes;
};

/** Whether a request accepts gzip: the same test decides the answer's encoding and its place in the cache. */
export const acceptsGzip = (headers: IncomingHttpHeaders) =>
  /\bgzip\b/.test(headers['accept-encoding'] ?? '');

/**
 * A micro-cache of whole answers in front of the router, as a reverse proxy's micro-cache would be
 * (docs/performance.md, "catalogue"). Only the public catalogue reads store into it (sendCachedJson), each
 * answer under everything it can depend on: the URL as sent, whatever can name the merchant (Merchant
 * header, Host, X-Forwarded-Host), the Language header and whether gzip is accepted. An answer lives no
 * longer than the configuration cache's entry of the merchant it was built for (so a change another process
 * made reaches it no later than it reaches that merchant), and the cache is emptied whenever the
 * configuration cache drops anything (an operator's change, in any process through Redis), so it answers
 * nothing the routes would not answer themselves. A repeat of such a read is then answered from bytes before
 * Fastify routes it: no hooks, validation or handler run for it.
 */
export class ResponseCache {
  // URL → the rest of the key → answer: the URL is the long part, and the parser's string is used as it is
  // (one long concatenated key per hit cost measurably more, docs/performance.md).
  private readonly answers = new LRUCache<string, TVariants>({
    max: MAX_URLS,
    maxSize: MAX_BYTES,
    sizeCalculation: sizeOf,
  });
  // Bumped by every clear: an answer built by a request that started before the clear is not stored.
  private generation = 0;
  private readonly generationOf = new WeakMap<IncomingMessage, number>();
  /** Answers served from the cache since start (the /metrics counter). */
  hits = 0;

  constructor(private readonly ttlMs: number) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0;
  }

  /** URLs with answers held now. */
  get size(): number {
    return this.answers.size;
  }

  /** Answers the request from the cache if it holds its answer; otherwise notes when the request started. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const stored = this.answers.get(request.url)?.get(variantOf(request.headers));
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

  /**
   * Keeps the answer the route just sent for at most `maxAgeMs` (the life left to what it was built from),
   * unless the cache was cleared since the request came in.
   */
  store(
    request: IncomingMessage,
    headers: Record<string, string>,
    body: string | Buffer,
    maxAgeMs = this.ttlMs,
  ): void {
    if (!this.isEnabled || this.generationOf.get(request) !== this.generation) return;
    if (request.method !== 'GET' || request.url === undefined) return;
    const ageMs = Math.min(this.ttlMs, Math.floor(maxAgeMs));
    if (ageMs <= 0) return;
    const now = Date.now();
    const variants: TVariants = this.answers.get(request.url) ?? new Map();
    for (const [variant, answer] of variants) if (answer.expiresAt <= now) variants.delete(variant);
    const variant = variantOf(request.headers);
    if (!variants.has(variant) && variants.size >= MAX_VARIANTS_PER_URL)
      variants.delete(variants.keys().next().value as string);
    const rawHeaders = [...Object.entries(headers).flat(), 'x-kirin-cache', 'hit', 'x-request-id', ''];
    variants.set(variant, { rawHeaders, requestIdSlot: rawHeaders.length - 1, body, expiresAt: now + ageMs });
    // Set again, so the byte budget counts the answer just added.
    this.answers.set(request.url, variants);
  }

  clear(): void {
    this.generation++;
    this.answers.clear();
  }
}

/**
 * Everything but the URL that a stored answer may depend on: what names the merchant (the Merchant header,
 * Host, and X-Forwarded-Host, which Fastify reads for the host behind a trusted proxy), the language, gzip.
 */
function variantOf(headers: IncomingHttpHeaders): string {
  const merchant = String(headers.merchant ?? '');
  const forwarded = String(headers['x-forwarded-host'] ?? '');
  const language = String(headers.language ?? '');
  const gzip = acceptsGzip(headers) ? 'gzip' : '';
  return `${merchant}\n${headers.host ?? ''}\n${forwarded}\n${language}\n${gzip}`;
}

/**
 * The HTTP server Fastify would make, with the response cache in front of its handler (Fastify's
 * `serverFactory`). Sockets, timeouts and everything else stay Fastify's.
 */
export function serverWithResponseCache(cache: ResponseCache): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer(options.http ?? {}, (request, response) => {
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
