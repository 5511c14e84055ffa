import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { resolveVendor, type TVendorWalletPeer } from './resolve-vendor.js';

export const SIGNATURE_HEADER = 'x-signature';

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The body as received, for signature checks (vendor wallet routes only). */
    rawBody?: Buffer;
    /** The vendor integration that signed this request. */
    vendorPeer?: TVendorWalletPeer;
  }
}

/** Hex HMAC-SHA256 of a body with a vendor's secret: what a vendor puts in X-Signature. */
export function signVendorBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * A preValidation hook: the body must be signed with the secret of the merchant's enabled vendor it names,
 * and come from an allowed IP when the vendor has a list. Anything else → SIGNATURE_INVALID (or FORBIDDEN
 * for the IP), before any validation or work.
 */
export function verifyVendorSignature(ctx: TAppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { merchantCode?: unknown; vendorCode?: unknown } | null;
    const signature = request.headers[SIGNATURE_HEADER];
    if (!request.rawBody || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature))
      throw new AppError('SIGNATURE_INVALID');
    if (typeof body?.merchantCode !== 'string' || typeof body.vendorCode !== 'string')
      throw new AppError('SIGNATURE_INVALID');
    const peer = await resolveVendor(ctx, body.merchantCode, body.vendorCode);
    const expected = Buffer.from(signVendorBody(peer.secret, request.rawBody), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (!timingSafeEqual(expected, given)) throw new AppError('SIGNATURE_INVALID');
    if (peer.ipAllowList.length > 0 && !peer.ipAllowList.includes(request.ip))
      throw new AppError('FORBIDDEN');
    request.vendorPeer = peer;
  };
}
