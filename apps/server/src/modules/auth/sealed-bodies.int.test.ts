import { sealPayload } from '@kirin/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, sealFor } from '../../test/member-factories.js';
import { authTestClient } from './auth.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { makeMerchantWith } = authTestClient(() => t);

describe('encrypted bodies', () => {
  it('refuses a plaintext body on an E route', async () => {
    const member = await makeMember(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: member.username, password: member.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED', message: 'encryption_required' });
  });

  it('refuses a tampered body and a replayed one', async () => {
    const member = await makeMember(t.db);
    const sealed = (await sealFor(t.ctx, {
      type: 'username',
      username: member.username,
      password: member.password,
    })) as {
      data: string;
    };
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[0] = bytes[0]! ^ 0xff;
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...sealed, data: bytes.toString('base64') },
    });
    expect(tampered.json().code).toBe('ENCRYPTION_INVALID');

    const once = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed });
    expect(once.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed });
    expect(replay.json().code).toBe('ENCRYPTION_INVALID');
  });

  it('refuses a replay whose wrapped key spells the same bytes differently', async () => {
    const member = await makeMember(t.db);
    const body = { type: 'username', username: member.username, password: member.password };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    // A 256-byte block (2048-bit keys, still in use until rotated) ends in "==" and its last character
    // carries 4 unused bits; a 384-byte block (3072-bit keys) has neither, so other white space stands in.
    const flipUnusedBit = (key: string) => {
      const at = key.length - 3;
      return `${key.slice(0, at)}${alphabet[alphabet.indexOf(key[at]!) ^ 1]}${key.slice(at + 1)}`;
    };
    const isPadded = (key: string) => key.endsWith('=');
    const respellings = [
      (key: string) => (isPadded(key) ? key.replace(/=+$/, '') : `\t${key}`),
      (key: string) => `${key.slice(0, 8)} ${key.slice(8)}`,
      (key: string) => key.replace(/(.{76})/g, '$1\r\n'),
      (key: string) => (isPadded(key) ? flipUnusedBit(key) : `${key}\n`),
    ];
    for (const respell of respellings) {
      const sealed = (await sealFor(t.ctx, body)) as { key: string };
      const key = respell(sealed.key);
      expect(key).not.toBe(sealed.key);
      expect(Buffer.from(key, 'base64')).toEqual(Buffer.from(sealed.key, 'base64'));
      const first = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { ...sealed, key },
      });
      expect(first.statusCode).toBe(200);
      const replay = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed });
      expect(replay.json().code).toBe('ENCRYPTION_INVALID');
    }
  });

  it('publishes the key in the whitelabel, and keeps old forms working through a rotation', async () => {
    const before = (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.payloadKey;
    expect(before.kid).toBeTruthy();
    const member = await makeMember(t.db);
    const sealedBefore = await sealPayload(before.publicKey, before.kid, {
      type: 'username',
      username: member.username,
      password: member.password,
    });
    const { rotatePayloadKey } = await import('../../platform/payload-keys.js');
    await rotatePayloadKey(t.ctx, member.merchantId);
    const after = (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.payloadKey;
    expect(after.kid).not.toBe(before.kid);
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: sealedBefore })).statusCode,
    ).toBe(200);
    // Past the grace, the old key is unknown and the site must reseal.
    await t.db
      .updateTable('merchant_payload_key')
      .set({ retired_at: sql`now() - interval '2 hours'` })
      .where('kid', '=', before.kid)
      .execute();
    const late = await sealPayload(before.publicKey, before.kid, {
      type: 'username',
      username: member.username,
      password: member.password,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: late })).json().code,
    ).toBe('ENCRYPTION_KEY_UNKNOWN');
  });

  it('refuses a body sealed with another merchant key', async () => {
    const other = await makeMerchantWith({});
    const member = await makeMember(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await sealFor(
        t.ctx,
        { type: 'username', username: member.username, password: member.password },
        other.id,
      )) as object,
    });
    expect(res.json().code).toBe('ENCRYPTION_KEY_UNKNOWN');
  });
});
