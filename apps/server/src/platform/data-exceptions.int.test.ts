import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../modules/admin/admin.factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

// Input PostgreSQL cannot hold (a NUL in text, a lone surrogate in jsonb), found by the API fuzzer
// (src/test/fuzz): a client's mistake, answered 400 in the envelope, never 500.

let t: TTestApp;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await makeLoggedInOperator(t.db)).token;
});
afterAll(async () => {
  await t.close();
});

describe('input the database cannot hold', () => {
  it('answers a NUL in a path parameter with 400 in the envelope', async () => {
    for (const [method, url] of [
      ['DELETE', '/ops/merchants/%00/lottery/games/VN/caps/LO2/00'],
      ['POST', '/ops/merchants/%00/lottery/issues/1/cancel'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-operator-token': operatorToken },
        ...(method === 'POST' ? { payload: { reason: 'test' } } : {}),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, code: 'BAD_REQUEST', message: 'bad_request' });
    }
  });

  it('refuses an unsigned gateway callback whose JSON carries a lone surrogate or an escaped NUL, writing nothing', async () => {
    for (const payload of ['"\\ud800"', '{"orderId":"\\udfff x"}', '{"a":"\\\\u0000"}', '{"\\ud800":1}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/payments/callbacks/sandbox',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ success: false, code: 'BAD_REQUEST', message: 'bad_request' });
    }
    const stored = await t.db.selectFrom('deposit_callback').select('outcome').execute();
    expect(stored).toEqual([]);
  });
});
