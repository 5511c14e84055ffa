import { importBuiltServer } from './services.mjs';

const { signedVendorHeaders } = await importBuiltServer('modules/vendor-wallet/verify-vendor-signature.js');

/**
 * The headers a game vendor sends with one seamless-wallet call whose exact body bytes are `body`: the
 * signature over a fresh timestamp and nonce and the body. The only place this workspace signs vendor calls,
 * through the server's own function; the chaos transport calls it again for every attempt, so a retry carries
 * a new nonce (and stays idempotent by its transaction id).
 */
export function vendorCallHeaders(secret, body) {
  return signedVendorHeaders(secret, body);
}
