import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember } from '../../test/member-factories.js';
import { randomTestIp } from '../admin/admin.factories.js';
import { randomMobile } from './verification.factories.js';

// With real SMS and e-mail providers (issue 15), the code or temporary password goes to the provider and the
// row message_outbox keeps has it masked: nobody reading the table afterwards can use it.

type TPosted = { destination: string; body: string };
let t: TTestApp;
let provider: Server;
const posted: TPosted[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      posted.push(JSON.parse(data) as TPosted);
      response.statusCode = 202;
      response.end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    TRUSTED_PROXY: 'true',
    SMS_HTTP_URL: `${origin}/sms`,
    EMAIL_HTTP_URL: `${origin}/mail`,
  });
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const storedTo = (destination: string) =>
  t.db
    .selectFrom('message_outbox')
    .select(['status', 'subject', 'body'])
    .where('destination', '=', destination)
    .executeTakeFirstOrThrow();
const postedTo = (destination: string) => posted.find((message) => message.destination === destination);

describe('a sent message’s stored copy', () => {
  it('holds no one-time code; the code the member received still works', async () => {
    const phone = randomMobile();
    await makeMember(t.db, { mobileNum: phone.mobileNum, countryDialingCode: '84' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host: 'localhost', 'x-forwarded-for': randomTestIp() },
      payload: { mobileNum: phone.typed, countryDialingCode: '84' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const code = /\b(\d{6})\b/.exec(postedTo(phone.destination)?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const stored = await storedTo(phone.destination);
    expect(stored.status).toBe('SENT');
    expect(stored.body).not.toContain(code);
    expect(stored.body).not.toMatch(/\d{6}/);
    expect(stored.body).toContain('******');
    const issued = await t.db
      .selectFrom('verification_code')
      .select('code_hash')
      .where('destination', '=', phone.destination)
      .executeTakeFirstOrThrow();
    expect(issued.code_hash.equals(createHash('sha256').update(code!).digest())).toBe(true);
  });

  it('holds no temporary password; the one the member received is the one stored (hashed)', async () => {
    const email = `m${randomTestIp().replaceAll('.', '')}@example.com`;
    const member = await makeMember(t.db, { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomTestIp() },
      payload: new URLSearchParams({ username: member.username, email }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);

    const temporary = /\b([A-Za-z0-9]{12})\b(?=[，.])/.exec(postedTo(email)?.body ?? '')?.[1];
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    const stored = await storedTo(email);
    expect(stored.status).toBe('SENT');
    expect(`${stored.subject} ${stored.body}`).not.toContain(temporary);
    expect(stored.body).toContain('******');
    const row = await t.db
      .selectFrom('member')
      .select('reset_password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.reset_password_hash!, temporary!)).toBe(true);
  });
});
