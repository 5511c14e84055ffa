import {
  importOpeningKey,
  openPayload,
  SEALED_PAYLOAD_MAX_AGE_MS,
  ZSealedPayload,
  type TOpeningKey,
} from '@kirin/contracts';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sql } from 'kysely';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { TAppContext } from './context.js';
import { markCostly } from './costly-budget.js';
import { AppError } from './errors.js';
import { findPayloadKey } from './payload-keys.js';

/** A sealed body may come from a clock this far ahead of ours. */
const CLOCK_SKEW_MS = 60_000;

/** Merchants × (current + retired within grace) keys a process keeps imported; beyond it, the least used goes. */
const OPENING_KEYS_MAX = 1000;
/**
 * Imported private keys by kid: a kid never changes its key, so the import (a few ms of RSA work) runs once.
 * Bounded, and kept only as long as a key may open bodies (a retired key's grace is an hour).
 */
const openingKeys = new LRUCache<string, Promise<TOpeningKey>>({ max: OPENING_KEYS_MAX, ttl: 2 * 3600_000 });
function openingKeyOf(kid: string, privateKeyPkcs8: string): Promise<TOpeningKey> {
  let key = openingKeys.get(kid);
  if (!key) openingKeys.set(kid, (key = importOpeningKey(privateKeyPkcs8)));
  return key;
}

/**
 * The preValidation hook of an E route: the body must be a sealed payload for this merchant's key. It is opened
 * in place, so the route's own schema then validates the plaintext. Plaintext → ENCRYPTION_REQUIRED; a retired
 * or unknown key → ENCRYPTION_KEY_UNKNOWN (the site refetches the key and reseals); tampered, stale or replayed
 * → ENCRYPTION_INVALID. Its routes spend the costly budget (platform/costly-budget.ts) before anything runs.
 */
export function sealedBody(ctx: TAppContext): preValidationAsyncHookHandler {
  return markCostly(async (request) => {
    const parsed = ZSealedPayload.safeParse(request.body);
    if (!parsed.success) throw new AppError('ENCRYPTION_REQUIRED');
    const payload = parsed.data;
    const key = await findPayloadKey(ctx, payload.kid);
    if (!key || !key.isUsable || key.merchantId !== request.merchant.id) {
      throw new AppError('ENCRYPTION_KEY_UNKNOWN');
    }
    let opened: { sealedAt: number; body: unknown };
    try {
      opened = await openPayload(await openingKeyOf(key.kid, key.privateKey), payload);
    } catch {
      throw new AppError('ENCRYPTION_INVALID');
    }
    const ageMs = Date.now() - opened.sealedAt;
    if (ageMs > SEALED_PAYLOAD_MAX_AGE_MS || ageMs < -CLOCK_SKEW_MS) throw new AppError('ENCRYPTION_INVALID');
    // Each sealed body carries a fresh wrapped key: seeing one twice means a replay. The digest is of the
    // decoded bytes, since base64 spells the same bytes many ways (no padding, spaces, line breaks, unused bits).
    const digest = createHash('sha256').update(Buffer.from(payload.key, 'base64')).digest();
    const fresh = await ctx.db
      .insertInto('sealed_payload_seen')
      .values({
        digest,
        expires_at: sql<Date>`now() + make_interval(secs => ${(SEALED_PAYLOAD_MAX_AGE_MS + CLOCK_SKEW_MS) / 1000})`,
      })
      .onConflict((oc) => oc.column('digest').doNothing())
      .returning('digest')
      .executeTakeFirst();
    if (!fresh) throw new AppError('ENCRYPTION_INVALID');
    request.body = opened.body;
  });
}
