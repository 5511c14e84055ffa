import { describe, expect, it } from 'vitest';
import { DEV_KEK, keyringFromConfig, type TKeyring } from './keyring.js';
import { kekIdOf, openSecret, resealSecret, sealSecret, SecretOpenError } from './seal-secret.js';

const keyOf = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const production = (id: string, byte: number, previous?: string): TKeyring =>
  keyringFromConfig({
    NODE_ENV: 'production',
    SECRETS_KEK: keyOf(byte),
    SECRETS_KEK_ID: id,
    SECRETS_KEK_PREVIOUS: previous,
  });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealSecret / openSecret', () => {
  const ring = production('k1', 1);

  it('round-trips, with a fresh data key each time and the KEK id beside the value', () => {
    const a = sealSecret('member-totp', SECRET, ring);
    const b = sealSecret('member-totp', SECRET, ring);
    expect(a).toMatch(/^sealed1:k1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SECRET);
    expect(kekIdOf(a)).toBe('k1');
    expect(openSecret('member-totp', a, ring)).toBe(SECRET);
  });

  it('refuses another purpose, another KEK, an altered value and a plain one', () => {
    const sealed = sealSecret('member-totp', SECRET, ring);
    expect(() => openSecret('operator-totp', sealed, ring)).toThrow(SecretOpenError);
    expect(() => openSecret('member-totp', sealed, production('k1', 2))).toThrow(SecretOpenError);
    expect(() => openSecret('member-totp', sealed, production('k9', 1))).toThrow(/KEK "k1".*not configured/);
    const parts = sealed.split(':');
    const box = Buffer.from(parts[3]!, 'base64url');
    box[box.length - 1]! ^= 1;
    parts[3] = box.toString('base64url');
    expect(() => openSecret('member-totp', parts.join(':'), ring)).toThrow(SecretOpenError);
    expect(() => openSecret('member-totp', SECRET, ring)).toThrow(/not a sealed value/);
  });

  it('re-wraps only the data key under a new KEK, after which the old KEK is not needed', () => {
    const sealed = sealSecret('vendor-hmac', SECRET, ring);
    const rotating = production('k2', 2, `k1:${keyOf(1)}`);
    const resealed = resealSecret('vendor-hmac', sealed, rotating);
    expect(kekIdOf(resealed)).toBe('k2');
    expect(resealed.split(':')[3]).toBe(sealed.split(':')[3]);
    expect(openSecret('vendor-hmac', resealed, production('k2', 2))).toBe(SECRET);
    expect(resealSecret('vendor-hmac', resealed, rotating)).toBe(resealed);
    expect(kekIdOf(resealSecret('vendor-hmac', SECRET, rotating))).toBe('k2');
  });

  it('keeps the development key readable outside production only', () => {
    const devSealed = sealSecret('lottery-seed', 'seed', keyringFromConfig({ NODE_ENV: 'test' }));
    expect(kekIdOf(devSealed)).toBe(DEV_KEK.id);
    const configured = { SECRETS_KEK: keyOf(3), SECRETS_KEK_ID: 'k3' };
    expect(
      openSecret('lottery-seed', devSealed, keyringFromConfig({ NODE_ENV: 'test', ...configured })),
    ).toBe('seed');
    expect(() =>
      openSecret('lottery-seed', devSealed, keyringFromConfig({ NODE_ENV: 'production', ...configured })),
    ).toThrow(SecretOpenError);
    expect(() => keyringFromConfig({ NODE_ENV: 'production' })).toThrow(/required in production/);
  });
});
