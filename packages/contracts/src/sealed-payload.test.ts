import { beforeAll, describe, expect, it } from 'vitest';
import { generateSealingKeyPair, openPayload, sealPayload, type TSealedPayload } from './sealed-payload.js';

let keys: { publicKeySpki: string; privateKeyPkcs8: string };
beforeAll(async () => {
  keys = await generateSealingKeyPair();
});

/** Flips one bit in the middle of the decoded bytes (editing base64 text could touch only padding bits). */
const flipOneBit = (b64: string) => {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
  return btoa(String.fromCharCode(...bytes));
};

describe('sealed payloads', () => {
  it('seal with RSA keys of 3072 bits, 128-bit security (ASVS 5.0 11.2.3)', async () => {
    const publicKey = await crypto.subtle.importKey(
      'spki',
      Buffer.from(keys.publicKeySpki, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((publicKey.algorithm as unknown as { modulusLength: number }).modulusLength).toBe(3072);
  });

  it('round-trips a body and its sealing time', async () => {
    const body = { username: 'player01', password: 'Secret123', note: '你好' };
    const sealed = await sealPayload(keys.publicKeySpki, 'k1', body);
    expect(sealed.kid).toBe('k1');
    expect(JSON.stringify(sealed)).not.toContain('Secret123');
    const opened = await openPayload(keys.privateKeyPkcs8, sealed);
    expect(opened.body).toEqual(body);
    expect(Math.abs(opened.sealedAt - Date.now())).toBeLessThan(5000);
  });

  it('uses a fresh key and iv every time', async () => {
    const a = await sealPayload(keys.publicKeySpki, 'k1', { x: 1 });
    const b = await sealPayload(keys.publicKeySpki, 'k1', { x: 1 });
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it.each(['data', 'iv', 'key'] as const)('refuses a payload whose %s was tampered with', async (field) => {
    const sealed = await sealPayload(keys.publicKeySpki, 'k1', { amount: 100 });
    const tampered: TSealedPayload = { ...sealed, [field]: flipOneBit(sealed[field]) };
    await expect(openPayload(keys.privateKeyPkcs8, tampered)).rejects.toThrow();
  });

  it('refuses a payload sealed for another key pair', async () => {
    const other = await generateSealingKeyPair();
    const sealed = await sealPayload(other.publicKeySpki, 'k2', { a: 1 });
    await expect(openPayload(keys.privateKeyPkcs8, sealed)).rejects.toThrow();
  });
});
