import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMerchant } from '../../../test/factories.js';
import { createOutboxSender } from '../../../platform/messaging/outbox-sender.js';
import { makeLoggedInOperator } from '../admin.factories.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;
let brand: { id: bigint; code: string };
let otherBrand: { id: bigint; code: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  brand = await makeMerchant(t.db);
  otherBrand = await makeMerchant(t.db);
  const outbox = createOutboxSender(t.db, { isSecretKept: true });
  const sms = (merchantId: bigint, destination: string, body: string) =>
    outbox.send({ merchantId, channel: 'SMS', destination, body, secret: null });
  await sms(brand.id, '+84911111111', 'sms one');
  await outbox.send({
    merchantId: brand.id,
    channel: 'EMAIL',
    destination: 'a@example.com',
    subject: 'Hi',
    body: 'mail',
    secret: null,
  });
  await sms(brand.id, '+84922222222', 'sms two');
  await sms(otherBrand.id, '+84911111111', 'elsewhere');
  // The first message is the oldest, whatever the clock did between the inserts.
  await t.db
    .updateTable('message_outbox')
    .set({ created_at: sql`now() - interval '1 hour'` })
    .where('body', '=', 'sms one')
    .execute();
});
afterAll(() => t.close());

const list = (code: string, query = '', token = owner.token) =>
  t.app.inject({ url: `/ops/merchants/${code}/outbox${query}`, headers: { 'x-operator-token': token } });
const bodies = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().value as { body: string }[]).map((m) => m.body);

describe('GET /ops/merchants/:code/outbox', () => {
  it('answers the merchant’s messages, newest first', async () => {
    const res = await list(brand.code);
    expect(res.statusCode).toBe(200);
    expect(bodies(res)).toEqual(['sms two', 'mail', 'sms one']);
    expect(res.json().value[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      channel: 'EMAIL',
      destination: 'a@example.com',
      subject: 'Hi',
      body: 'mail',
      provider: 'outbox',
      status: 'STORED',
      error: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filters by channel and destination, and limits', async () => {
    expect(bodies(await list(brand.code, '?channel=SMS'))).toEqual(['sms two', 'sms one']);
    expect(bodies(await list(brand.code, '?destination=%2B84911111111'))).toEqual(['sms one']);
    expect(bodies(await list(brand.code, '?destination=A@Example.com'))).toEqual(['mail']);
    expect(bodies(await list(brand.code, '?limit=1'))).toEqual(['sms two']);
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    for (const query of ['?channel=FAX', '?limit=0', '?limit=201', '?limit=abc']) {
      const res = await list(brand.code, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for owners only, within their merchant scope: support and the other roles are refused', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const other = await makeLoggedInOperator(t.db, { role });
      const res = await list(brand.code, '', other.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [otherBrand.code] });
    expect(bodies(await list(otherBrand.code, '', scoped.token))).toEqual(['elsewhere']);
    const outside = await list(brand.code, '', scoped.token);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('FORBIDDEN');
  });

  it('is refused to an owner once an SMS or e-mail provider is configured (not demo mode)', async () => {
    for (const provider of [
      { SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
      { EMAIL_HTTP_URL: 'http://127.0.0.1:9/mail' },
    ]) {
      const live = await createTestApp(provider, { databaseUrl: t.databaseUrl });
      try {
        const res = await live.app.inject({
          url: `/ops/merchants/${brand.code}/outbox`,
          headers: { 'x-operator-token': owner.token },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, code: 'OUTBOX_DEMO_ONLY', message: 'outbox_demo_only' });
      } finally {
        await live.close();
      }
    }
  });

  it('answers 401 without a session and 404 for an unknown merchant', async () => {
    const anonymous = await t.app.inject({ url: `/ops/merchants/${brand.code}/outbox` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('OPERATOR_NOT_LOGGED_IN');
    const unknown = await list('no-such-brand');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
