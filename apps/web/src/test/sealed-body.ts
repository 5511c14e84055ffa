import { generateSealingKeyPair, openPayload, ZSealedPayload } from '@kirin/contracts';
import { setPayloadKey } from '../lib/sealed-request';

let pair: Promise<{ publicKeySpki: string; privateKeyPkcs8: string }> | undefined;

/** A real sealing key for tests (generated once per file: RSA generation is slow). */
function getTestKeyPair() {
  pair ??= generateSealingKeyPair();
  return pair;
}

/** Publishes a real payload key as the boot gate would; returns it to answer whitelabel calls with. */
export async function installTestPayloadKey(kid = 'test-kid') {
  const { publicKeySpki } = await getTestKeyPair();
  const key = { kid, publicKey: publicKeySpki };
  setPayloadKey(key);
  return key;
}

/** Opens the sealed JSON body of a fetch call made with a test payload key; returns the plaintext body. */
export async function openSealedBody(init: RequestInit | undefined): Promise<unknown> {
  const sealed = ZSealedPayload.parse(JSON.parse(String(init?.body)));
  const { privateKeyPkcs8 } = await getTestKeyPair();
  return (await openPayload(privateKeyPkcs8, sealed)).body;
}
