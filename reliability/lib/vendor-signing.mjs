import { importBuiltServer } from './services.mjs';

const { signVendorBody, SIGNATURE_HEADER } = await importBuiltServer(
  'modules/vendor-wallet/verify-vendor-signature.js',
);

/**
 * The headers a game vendor sends with one seamless-wallet call whose exact body bytes are `body`. The only
 * place this workspace signs vendor calls, through the server's own signing function, so a change of the
 * signature scheme (a timestamp, a nonce) is made here once.
 */
export function vendorCallHeaders(secret, body) {
  return { [SIGNATURE_HEADER]: signVendorBody(secret, body) };
}
