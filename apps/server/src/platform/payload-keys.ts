import { generateSealingKeyPair } from '@kirin/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../db/database.js';
import type { TAppContext } from './context.js';
import { openSecret, sealSecret } from './secrets/seal-secret.js';

/** A retired key still opens bodies this long, so a form opened before a rotation can still be sent. */
export const RETIRED_KEY_GRACE_MINUTES = 60;

export type TPublicPayloadKey = { kid: string; publicKey: string };
export type TPrivatePayloadKey = { kid: string; merchantId: bigint; privateKey: string; isUsable: boolean };

async function insertKey(db: TDb, merchantId: bigint): Promise<TPublicPayloadKey> {
  const pair = await generateSealingKeyPair();
  const kid = `k${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('merchant_payload_key')
    .values({
      kid,
      merchant_id: merchantId,
      public_key: pair.publicKeySpki,
      private_key: sealSecret('payload-private-key', pair.privateKeyPkcs8),
    })
    .execute();
  return { kid, publicKey: pair.publicKeySpki };
}

/** The merchant's published key; the first call for a merchant creates it (one per merchant, under a lock). */
export function getCurrentPayloadKey(ctx: TAppContext, merchantId: bigint): Promise<TPublicPayloadKey> {
  return ctx.cache.getOrLoad(`merchant:payload-key:${merchantId}`, () =>
    ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(7242002, ${Number(merchantId)})`.execute(trx);
      const current = await trx
        .selectFrom('merchant_payload_key')
        .select(['kid', 'public_key'])
        .where('merchant_id', '=', merchantId)
        .where('retired_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return current ? { kid: current.kid, publicKey: current.public_key } : insertKey(trx, merchantId);
    }),
  );
}

/** The private key named by `kid`, and whether it may still open bodies (current, or retired within grace). */
export async function findPayloadKey(ctx: TAppContext, kid: string): Promise<TPrivatePayloadKey | undefined> {
  const row = await ctx.cache.getOrLoad(`merchant:payload-kid:${kid}`, () =>
    ctx.db
      .selectFrom('merchant_payload_key')
      .select([
        'kid',
        'merchant_id',
        'private_key',
        sql<boolean>`retired_at IS NULL OR retired_at > now() - make_interval(mins => ${RETIRED_KEY_GRACE_MINUTES})`.as(
          'is_usable',
        ),
      ])
      .where('kid', '=', kid)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  // The cache (Redis, when configured) holds the sealed key; it is opened here, in this process only.
  const privateKey = openSecret('payload-private-key', row.private_key);
  return { kid: row.kid, merchantId: row.merchant_id, privateKey, isUsable: row.is_usable };
}

/** What a rotation changed: the keys it retired (normally one) and the one it published. */
export type TPayloadKeyRotation = { retiredKids: string[]; kid: string };

/**
 * Retires the current key and publishes a new one; bodies sealed with the old key open during the grace.
 * `record` runs in the rotation's transaction (the caller's audit row), so both commit or neither does.
 */
export async function rotatePayloadKey(
  ctx: TAppContext,
  merchantId: bigint,
  record?: (trx: TDb, rotation: TPayloadKeyRotation) => Promise<void>,
): Promise<TPublicPayloadKey> {
  const next = await ctx.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7242002, ${Number(merchantId)})`.execute(trx);
    const retired = await trx
      .updateTable('merchant_payload_key')
      .set({ retired_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('retired_at', 'is', null)
      .returning('kid')
      .execute();
    const key = await insertKey(trx, merchantId);
    await record?.(trx, { retiredKids: retired.map((row) => row.kid), kid: key.kid });
    return key;
  });
  await ctx.cache.invalidate('merchant:payload-');
  return next;
}
