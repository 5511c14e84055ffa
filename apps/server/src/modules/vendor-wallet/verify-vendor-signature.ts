import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { resolveVendor, type TVendorWalletPeer } from './resolve-vendor.js';
import { spendVendorNonce, type TVendorNonce } from './vendor-nonce.js';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const NONCE_HEADER = 'x-nonce';
/** A request is accepted this long either side of the server clock (its nonce is remembered as long). */
export const REQUEST_WINDOW_SECONDS = 300;

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The body as received, for signature checks (vendor wallet routes only). */
    rawBody?: Buffer;
    /** The vendor integration that signed this request. */
    vendorPeer?: TVendorWalletPeer;
    /** The request's signed nonce: spent by the hook, or by the money call's own statement. */
    vendorNonce?: TVendorNonce;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route spends the vendor nonce in its own database statement (the money calls). */
    isVendorNonceSpentByRoute?: boolean;
  }
}

/**
 * Hex HMAC-SHA256, with the vendor's secret, of `<timestamp>.<nonce>.<raw body>`: what a vendor puts in
 * X-Signature (docs/vendor-wallet.md).
 */
export function signVendorRequest(
  secret: string,
  timestamp: string,
  nonce: string,
  body: Buffer | string,
): string {
  return vendorSignatureOf(secret, timestamp, nonce, body).toString('hex');
}

function vendorSignatureOf(secret: string, timestamp: string, nonce: string, body: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.`).update(body).digest();
}

/**
 * Every header a vendor sends with one call whose exact body bytes are `body`: a timestamp (now unless given),
 * a nonce (random unless given) and the signature over both and the body. What tests and tools sign with.
 */
export function signedVendorHeaders(
  secret: string,
  body: Buffer | string,
  at: { timestamp?: number; nonce?: string } = {},
): Record<string, string> {
  const timestamp = String(at.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = at.nonce ?? randomBytes(16).toString('hex');
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [NONCE_HEADER]: nonce,
    [SIGNATURE_HEADER]: signVendorRequest(secret, timestamp, nonce, body),
  };
}

const CODE = /^[A-Za-z0-9_]{2,32}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const TIMESTAMP = /^\d{1,12}$/;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A preValidation hook, in this order so that nothing keyed on the body is touched before the signature holds:
 * well-formed signature, timestamp and nonce headers; a timestamp within REQUEST_WINDOW_SECONDS of our clock
 * (no query at all); the named merchant's enabled seamless vendor (the one read the secret needs: by
 * merchantCode and vendorCode, cached, misses never kept); the signature; the vendor's IP allow-list; then the
 * nonce, spent once across every process (here, or by the money call's own statement). Anything else →
 * SIGNATURE_INVALID (details.reason `timestamp` or `replayed` when that is why), or FORBIDDEN for the IP.
 */
export function verifyVendorSignature(ctx: TAppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const signature = headerOf(request, SIGNATURE_HEADER);
    const timestamp = headerOf(request, TIMESTAMP_HEADER);
    const nonce = headerOf(request, NONCE_HEADER);
    if (!request.rawBody || !signature || !/^[0-9a-f]{64}$/i.test(signature))
      throw new AppError('SIGNATURE_INVALID');
    if (!timestamp || !TIMESTAMP.test(timestamp) || !nonce || !NONCE.test(nonce))
      throw new AppError('SIGNATURE_INVALID');
    const timestampSeconds = Number(timestamp);
    if (Math.abs(Date.now() / 1000 - timestampSeconds) > REQUEST_WINDOW_SECONDS)
      throw new AppError('SIGNATURE_INVALID', { reason: 'timestamp' });
    const body = request.body as { merchantCode?: unknown; vendorCode?: unknown } | null;
    const { merchantCode, vendorCode } = body ?? {};
    if (typeof merchantCode !== 'string' || !CODE.test(merchantCode)) throw new AppError('SIGNATURE_INVALID');
    if (typeof vendorCode !== 'string' || !CODE.test(vendorCode)) throw new AppError('SIGNATURE_INVALID');
    const peer = await resolveVendor(ctx, merchantCode, vendorCode);
    const expected = vendorSignatureOf(peer.secret, timestamp, nonce, request.rawBody);
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('SIGNATURE_INVALID');
    if (peer.ipAllowList.length > 0 && !peer.ipAllowList.includes(request.ip))
      throw new AppError('FORBIDDEN');
    request.vendorPeer = peer;
    request.vendorNonce = { nonce, expiresAtSeconds: timestampSeconds + REQUEST_WINDOW_SECONDS };
    if (!request.routeOptions.config.isVendorNonceSpentByRoute)
      await spendVendorNonce(ctx.db, peer, request.vendorNonce);
  };
}
