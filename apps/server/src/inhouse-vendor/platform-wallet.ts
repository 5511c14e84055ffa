import { createHmac, randomBytes } from 'node:crypto';
import {
  VendorWalletError,
  ZVendorAuthenticateAnswer,
  ZVendorWalletAnswer,
  type TErrorCode,
  type TVendorWalletClient,
} from '@kirin/contracts';
import type { z } from 'zod';
import type { TAppContext } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { openSecret } from '../platform/secrets/seal-secret.js';

/** How long one call may take before it counts as a transport failure. */
const CALL_TIMEOUT_MS = 5_000;
/** Waits before the 2nd, 3rd… attempt of a call whose answer never came (every call is idempotent). */
const RETRY_DELAYS_MS = [200, 800];

/** The platform did not answer (network, timeout, 5xx, garbage): the outcome of the call is unknown. */
export class PlatformUnreachableError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(
      `platform wallet ${path} did not answer: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'PlatformUnreachableError';
  }
}

/** Who the vendor is to one merchant's platform: the codes it signs with and where the platform answers. */
export type TPlatformOperator = {
  merchantCode: string;
  vendorCode: string;
  secret: string;
  currency: string;
  platformUrl: string | null;
};

const baseUrlResolvers = new WeakMap<TAppContext, () => string | undefined>();

/**
 * Registers how to find this process's own address (used when neither the operator row nor
 * INHOUSE_PLATFORM_URL names the platform); inhouse.routes.ts sets it from the Fastify server.
 */
export function setPlatformBaseUrlResolver(ctx: TAppContext, resolve: () => string | undefined): void {
  baseUrlResolvers.set(ctx, resolve);
}

/** A transaction id made of its parts, e.g. vendorTxId(roundId, 'bet') → `S1a2b:bet`. */
export function vendorTxId(...parts: string[]): string {
  const id = parts.join(':');
  if (id.length < 1 || id.length > 100)
    throw new Error(`transaction id length ${id.length} is outside 1..100`);
  return id;
}

/**
 * The headers of one signed call: X-Timestamp (Unix seconds, now), a fresh X-Nonce, and X-Signature, the hex
 * HMAC-SHA256 with the operator's secret of `<timestamp>.<nonce>.<body>`. Every attempt gets its own: a retry
 * is a new request (the platform refuses a nonce it has seen), made idempotent by its transaction id.
 */
export function signedPlatformHeaders(secret: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': createHmac('sha256', secret).update(`${timestamp}.${nonce}.${body}`).digest('hex'),
  };
}

async function loadOperator(ctx: TAppContext, merchantCode: string): Promise<TPlatformOperator> {
  const operator = await ctx.cache.getOrLoad(`inhouse-operator:${merchantCode}`, async () => {
    const row = await ctx.db
      .selectFrom('inhouse_operator')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return row
      ? {
          merchantCode: row.merchant_code,
          vendorCode: row.vendor_code,
          // Kept sealed in the cache (Redis, when configured); opened below, in this process only.
          secret: row.secret,
          currency: row.currency,
          platformUrl: row.platform_url,
        }
      : null;
  });
  if (!operator) throw new AppError('NOT_FOUND');
  return { ...operator, secret: openSecret('inhouse-vendor-secret', operator.secret) };
}

function baseUrlOf(ctx: TAppContext, operator: TPlatformOperator): string {
  const url = operator.platformUrl ?? ctx.config.INHOUSE_PLATFORM_URL ?? baseUrlResolvers.get(ctx)?.();
  if (!url) throw new PlatformUnreachableError('(any)', new Error('the platform address is unknown'));
  return url.replace(/\/+$/, '');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One signed POST, retried on transport failures and 5xx; a refusal (4xx envelope) → VendorWalletError. */
async function call<T>(
  ctx: TAppContext,
  operator: TPlatformOperator,
  path: string,
  payload: Record<string, unknown>,
  schema: z.ZodType<T>,
): Promise<T> {
  const body = JSON.stringify({
    merchantCode: operator.merchantCode,
    vendorCode: operator.vendorCode,
    ...payload,
  });
  let lastFailure: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const url = `${baseUrlOf(ctx, operator)}/vendor-api/wallet/${path}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: signedPlatformHeaders(operator.secret, body),
        body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await response.text();
      const envelope = JSON.parse(text) as {
        success?: boolean;
        value?: unknown;
        code?: TErrorCode;
        details?: Record<string, unknown>;
      };
      if (response.status < 500 && envelope.success === false && envelope.code)
        throw new VendorWalletError(envelope.code, envelope.details ?? {}, response.status);
      if (response.status >= 500 || envelope.success !== true)
        throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
      return schema.parse(envelope.value);
    } catch (error) {
      if (error instanceof VendorWalletError) throw error;
      lastFailure = error;
    }
  }
  throw new PlatformUnreachableError(path, lastFailure);
}

/**
 * A wallet client for an operator record as given (the conformance suite makes one with a wrong secret):
 * every body signed with its secret and sent over HTTP, as any outside vendor would.
 */
export function createPlatformWalletClient(
  ctx: TAppContext,
  operator: TPlatformOperator,
): TVendorWalletClient {
  return {
    authenticate: (launchToken) =>
      call(ctx, operator, 'authenticate', { launchToken }, ZVendorAuthenticateAnswer),
    balance: (playerId, currency) =>
      call(ctx, operator, 'balance', { playerId, currency }, ZVendorWalletAnswer),
    bet: (request) => call(ctx, operator, 'bet', request, ZVendorWalletAnswer),
    win: (request) => call(ctx, operator, 'win', request, ZVendorWalletAnswer),
    rollback: (request) => call(ctx, operator, 'rollback', request, ZVendorWalletAnswer),
    betAndWin: (request) => call(ctx, operator, 'bet-and-win', request, ZVendorWalletAnswer),
  };
}

/** The in-house vendor's client of the platform's seamless-wallet API for one merchant it serves. */
export async function platformWalletFor(
  ctx: TAppContext,
  merchantCode: string,
): Promise<TVendorWalletClient> {
  return createPlatformWalletClient(ctx, await loadOperator(ctx, merchantCode));
}
