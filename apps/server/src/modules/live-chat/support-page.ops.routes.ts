import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/support-public, from src (tsx, vitest) or dist (node): both sit three levels down. */
export const SUPPORT_PUBLIC_DIR = path.resolve(here, '../../../support-public');

const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '': { file: 'index.html', type: 'text/html; charset=utf-8' },
  'support.js': { file: 'support.js', type: 'text/javascript; charset=utf-8' },
  'support.css': { file: 'support.css', type: 'text/css; charset=utf-8' },
};
// The page writes text with textContent only; the policy makes sure nothing else could run.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The minimal support page (GET /ops/support/): static files, no data; it logs in with an operator token. */
export function supportPageRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/support/:file?', { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { file?: string }).file ?? '';
      // Own entries only: `constructor` or `__proto__` must not find Object.prototype's.
      const entry = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
      if (!entry) throw new AppError('NOT_FOUND');
      const body = await readFile(path.join(SUPPORT_PUBLIC_DIR, entry.file), 'utf8');
      return reply
        .type(entry.type)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  };
}
