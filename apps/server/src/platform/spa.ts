import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, failureBody } from './errors.js';

/** Paths that belong to the API: an unknown one is a 404 in the envelope, never the site. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/vendor/', '/docs/', '/inhouse/'];
/** The operator console's address: its own built app, beside the site. */
export const CONSOLE_PREFIX = '/console';
const HASHED_ASSET_MAX_AGE = 'public, max-age=31536000, immutable';

/** Whether a request's address belongs to the API (its own 404s) rather than to the site. */
export function isApiPath(url: string): boolean {
  const pathOnly = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => pathOnly.startsWith(p) || `${pathOnly}/` === p);
}

function isConsolePath(url: string): boolean {
  const pathOnly = url.split('?')[0] ?? url;
  return pathOnly === CONSOLE_PREFIX || pathOnly.startsWith(`${CONSOLE_PREFIX}/`);
}

/** Hashed assets (Vite's assets/ folder) are cached for a year; everything else is revalidated. */
function setCacheHeaders(res: { setHeader: (name: string, value: string) => void }, filePath: string): void {
  const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', isHashed ? HASHED_ASSET_MAX_AGE : 'no-cache');
}

/** The policy of the site page for the merchant a request is for, or null for the default one. */
export type TSitePagePolicy = (request: FastifyRequest) => Promise<string | null>;

function sendIndex(reply: FastifyReply, root: string) {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .sendFile('index.html', root);
}

/**
 * Serves the built site and the built console (under /console): hashed assets with a year of cache, and each
 * app's index.html (never cached) for every other GET of its addresses, so history-mode routes work on
 * reload. Without a build only the API answers.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  consoleDist?: string,
  sitePagePolicy?: TSitePagePolicy,
): Promise<boolean> {
  const hasSite = existsSync(path.join(webDist, 'index.html'));
  const hasConsole = consoleDist !== undefined && existsSync(path.join(consoleDist, 'index.html'));
  if (hasSite || hasConsole) {
    // One static plugin: reply.sendFile serves from either root; the console's files are routed below.
    await app.register(fastifyStatic, {
      root: hasSite ? webDist : (consoleDist as string),
      serve: hasSite,
      wildcard: false,
      index: false,
      // The builds write `<file>.br` and `.gz` at the best compression: sent instead of compressing per request.
      preCompressed: true,
      // Our own cache policy; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (hasConsole) {
    const consoleRoot = consoleDist as string;
    await app.register(
      async (scope) => {
        await scope.register(fastifyStatic, {
          root: consoleRoot,
          decorateReply: false,
          wildcard: false,
          index: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders: setCacheHeaders,
        });
      },
      { prefix: CONSOLE_PREFIX },
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPageRequest && hasConsole && isConsolePath(request.url))
      return sendIndex(reply, consoleDist as string);
    if (isPageRequest && hasSite && !isConsolePath(request.url)) {
      // A page nobody claims (unknown host) keeps the default policy; the site then shows its invalid-domain page.
      const policy = await sitePagePolicy?.(request).catch(() => null);
      if (policy) reply.header('content-security-policy', policy);
      return sendIndex(reply, webDist);
    }
    return reply.status(404).send(failureBody(new AppError('NOT_FOUND')));
  });
  return hasSite;
}
