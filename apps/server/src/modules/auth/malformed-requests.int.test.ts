import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, makeSession } from '../../test/member-factories.js';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await makeSession(t.ctx, await makeMember(t.db));
});
afterAll(() => t.close());

/** Bodies no call can accept. */
const garbageBodies: unknown[] = ['not json at all', [], 42];
/** Objects of the wrong shape: refused, or (a call whose fields are all optional) taken as "no change". */
const oddObjects: unknown[] = [
  { sealed: 1, kid: 'x', key: '%%%', iv: '!!', data: '??' },
  { sealed: 2 },
  { mobileNum: { $ne: null } },
];

/** Every accounts call with the methods it answers; each must refuse garbage in the envelope, never with a 500. */
const CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/member/password'],
  ['POST', '/wps/member/password/email'],
  ['POST', '/wps/member/password/verification'],
  ['POST', '/wps/member/password/payment'],
  ['POST', '/wps/member/bind/email'],
  ['POST', '/wps/member/bind/mobile'],
  ['POST', '/wps/member/totp/setup'],
  ['POST', '/wps/member/totp/bind'],
  ['POST', '/wps/member/totp/unbind'],
  ['PUT', '/wps/member/profile'],
  ['PUT', '/wps/member/language'],
  ['PUT', '/wps/member/info/icon'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/verification/sms/bind'],
];

describe('malformed requests to the accounts calls', () => {
  it.each(CALLS)('%s %s refuses garbage in the envelope and never answers 500', async (method, url) => {
    const send = (body: unknown) =>
      t.app.inject({
        method,
        url,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { authorization: token, 'content-type': 'application/json' },
      });
    for (const body of garbageBodies) {
      const res = await send(body);
      expect(res.statusCode, `${method} ${url} ${String(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url} ${String(body)}`).toBeLessThan(500);
      expect(res.json(), `${method} ${url} ${String(body)}`).toMatchObject({ success: false });
    }
    for (const body of oddObjects) {
      const res = await send(body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof res.json().success, `${method} ${url} ${JSON.stringify(body)}`).toBe('boolean');
    }
  });

  it('answers a bad query string of the affiliate check and the captcha in the envelope', async () => {
    for (const url of ['/wps/agent/affiliate?code=', `/wps/agent/affiliate?code=${'x'.repeat(500)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
