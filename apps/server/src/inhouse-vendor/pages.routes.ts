import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { VendorWalletError } from '@kirin/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { allowFramingBy } from '../platform/security-headers.js';
import { listFrameAncestors } from '../modules/merchant/list-frame-ancestors.js';
import { errorPageHtml } from './error-page.js';
import {
  INHOUSE_GAMES_DIST_DIR,
  INHOUSE_HASHED_ASSETS_DIR,
  isInhouseGame,
  readGamePage,
} from './game-pages.js';
import { launchVendorSession } from './launch-vendor-session.js';
import { setPlatformBaseUrlResolver } from './platform-wallet.js';
import { findVendorSession } from './vendor-session.js';

const ZLanguage = z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/);
const ZLaunchQuery = z.object({
  token: z.string().min(16).max(200),
  game: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  lang: ZLanguage.optional(),
  merchant: z.string().regex(/^[A-Za-z0-9_]{2,32}$/),
  room: z.string().max(64).optional(),
});
const ZPlayParams = z.object({ gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) });
const ZPlayQuery = z.object({ session: z.string().max(200).optional(), lang: ZLanguage.optional() });

/** This server's own origin once it listens, for calling the platform when no URL is configured. */
function listeningOrigin(address: string | AddressInfo | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const isAny = address.address === '0.0.0.0' || address.address === '::';
  const host = isAny ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The vendor's error page: shown inside the site's game frame, so framable from this origin. */
function sendErrorPage(reply: FastifyReply, status: number, messageKey: string, lang: string | undefined) {
  return allowFramingBy(reply, [])
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPageHtml(messageKey, lang));
}

/** The vendor's launch entry, its game pages and their static assets (under /inhouse). */
export function inhousePageRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    setPlatformBaseUrlResolver(ctx, () => listeningOrigin(app.server.address()));
    const tags = ['in-house vendor'];

    await app.register(fastifyStatic, {
      root: INHOUSE_GAMES_DIST_DIR,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Hashed files never change under their name: cached for a year. The pages' HTML is never cached (it names
      // this release's files); the rest keeps its name across releases (common.css): revalidated by ETag.
      setHeaders: (res, filePath) => {
        const isHashed = filePath.startsWith(`${INHOUSE_HASHED_ASSETS_DIR}${path.sep}`);
        const policy = isHashed
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('.html')
            ? 'no-store'
            : 'no-cache';
        res.setHeader('cache-control', policy);
      },
    });

    app.get(
      '/launch',
      {
        schema: {
          tags,
          summary: 'Exchange a launch token for a vendor session and go to the game page (HTML)',
          querystring: ZLaunchQuery,
        },
      },
      async (request, reply) => {
        const { lang } = request.query;
        try {
          const launched = await launchVendorSession(ctx, request.query);
          const target = `/inhouse/play/${encodeURIComponent(launched.gameCode)}?session=${encodeURIComponent(
            launched.token,
          )}&lang=${encodeURIComponent(launched.language)}`;
          return reply
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .redirect(target, 302);
        } catch (error) {
          if (error instanceof VendorWalletError || error instanceof AppError) {
            const appError = error instanceof AppError ? error : new AppError(error.code);
            return sendErrorPage(reply, appError.status, appError.message, lang);
          }
          request.log.error({ err: error }, 'in-house launch failed');
          return sendErrorPage(reply, 503, 'service_unavailable', lang);
        }
      },
    );

    app.get(
      '/play/:gameCode',
      {
        schema: {
          tags,
          summary: "A game's page (HTML) for a vendor session",
          params: ZPlayParams,
          querystring: ZPlayQuery,
        },
      },
      async (request, reply) => {
        const { gameCode } = request.params;
        const { lang, session } = request.query;
        if (!isInhouseGame(gameCode)) return sendErrorPage(reply, 404, 'not_found', lang);
        const vendorSession = await findVendorSession(ctx, session);
        if (!vendorSession) return sendErrorPage(reply, 401, 'game_session_invalid', lang);
        const html = await readGamePage(gameCode);
        if (!html) return sendErrorPage(reply, 404, 'not_found', lang);
        // Framed by the player's merchant's site only; the session token in this page's address is never
        // sent on as a referrer (allowFramingBy sets no-referrer).
        const ancestors = await listFrameAncestors(ctx, vendorSession.merchantCode);
        return allowFramingBy(reply, ancestors)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  };
}
