import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError, failureBody } from './errors.js';

/** Paths that belong to the API: an unknown one is a 404 in the envelope, never the site. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/vendor/', '/docs/', '/inhouse/'];
const HASHED_ASSET_MAX_AGE = 'public, max-age=31536000, immutable';

/** Whether a request's address belongs to the API (its own 404s) rather than to the site. */
export function isApiPath(url: string): boolean {
  const pathOnly = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => pathOnly.startsWith(p) || `${pathOnly}/` === p);
}

/**
 * Serves the built site: hashed assets with a year of cache, and index.html (never cached) for every other
 * GET, so history-mode routes work on reload. Without a built site only the API answers.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSite = existsSync(indexFile);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own cache policy below; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashed ? HASHED_ASSET_MAX_AGE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsSite =
      hasSite && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!wantsSite) return reply.status(404).send(failureBody(new AppError('NOT_FOUND')));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
  return hasSite;
}
