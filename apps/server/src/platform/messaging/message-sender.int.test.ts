import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { AppError } from '../errors.js';
import { createHttpSender } from './http-sender.js';
import { getMessageSender, type TMessage } from './message-sender.js';
import { createOutboxSender } from './outbox-sender.js';

type TReceived = {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  json: unknown;
};

let t: TTestApp;
let merchant: { id: bigint; code: string };
let server: Server;
let baseUrl: string;
let received: TReceived[] = [];
/** What the endpoint does with the next requests. */
let behaviour: 'ok' | 'fail' | 'hang' = 'ok';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      json: JSON.parse(body),
    });
    if (behaviour === 'hang') return; // never answers: the sender's timeout must end the wait
    response.statusCode = behaviour === 'ok' ? 202 : 500;
    response.end(behaviour === 'ok' ? '{"accepted":true}' : 'provider exploded');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(() => {
  received = [];
  behaviour = 'ok';
});

const sms = (destination: string): TMessage => ({
  merchantId: merchant.id,
  channel: 'SMS',
  destination,
  body: 'Your code is 123456',
  secret: null,
});
/** A message whose code must not be kept once it left. */
const codeSms = (destination: string): TMessage => ({ ...sms(destination), secret: '123456' });
const rowsTo = (destination: string) =>
  t.db
    .selectFrom('message_outbox')
    .selectAll()
    .where('destination', '=', destination)
    .orderBy('id')
    .execute();
const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof AppError ? error.code : error;
};

describe('outbox provider', () => {
  it('keeps the message in message_outbox as STORED by provider outbox', async () => {
    await createOutboxSender(t.db).send({ ...sms('+84900000001'), channel: 'EMAIL', subject: 'Hi' });
    expect(await rowsTo('+84900000001')).toEqual([
      expect.objectContaining({
        merchant_id: merchant.id,
        channel: 'EMAIL',
        subject: 'Hi',
        body: 'Your code is 123456',
        provider: 'outbox',
        status: 'STORED',
        error: null,
      }),
    ]);
  });
});

describe('stored copies of secrets', () => {
  it('the HTTP provider sends the code but keeps it masked, accepted or not', async () => {
    const sender = createHttpSender(t.db, { url: `${baseUrl}/sms` });
    await sender.send(codeSms('+84900000101'));
    expect(received[0]).toMatchObject({ json: { body: 'Your code is 123456' } });
    behaviour = 'fail';
    expect(await codeOf(sender.send(codeSms('+84900000101')))).toBe('PHONE_UNKNOWN_ERROR');
    const rows = await rowsTo('+84900000101');
    expect(rows.map((row) => [row.status, row.body])).toEqual([
      ['SENT', 'Your code is ******'],
      ['FAILED', 'Your code is ******'],
    ]);
  });

  it('demo mode keeps the code in the outbox (its only delivery); with a provider the other channel masks it', async () => {
    await getMessageSender({ config: {}, db: t.db }).send(codeSms('+84900000102'));
    expect((await rowsTo('+84900000102'))[0]).toMatchObject({
      status: 'STORED',
      body: 'Your code is 123456',
    });
    const mixed = getMessageSender({ config: { EMAIL_HTTP_URL: `${baseUrl}/mail` }, db: t.db });
    await mixed.send(codeSms('+84900000103'));
    expect((await rowsTo('+84900000103'))[0]).toMatchObject({
      status: 'STORED',
      body: 'Your code is ******',
    });
    expect(received).toHaveLength(0);
  });
});

describe('HTTP provider', () => {
  it('posts the JSON with the Bearer token and records SENT', async () => {
    const sender = createHttpSender(t.db, { url: `${baseUrl}/sms`, token: 'tok-123' });
    await sender.send({ ...sms('+84900000002'), subject: 'Code' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/sms',
        authorization: 'Bearer tok-123',
        contentType: 'application/json',
        json: {
          channel: 'SMS',
          destination: '+84900000002',
          subject: 'Code',
          body: 'Your code is 123456',
          merchantCode: merchant.code,
        },
      },
    ]);
    expect(await rowsTo('+84900000002')).toEqual([
      expect.objectContaining({ provider: 'http', status: 'SENT', error: null }),
    ]);
  });

  it('sends no Authorization header without a token, and null for a missing subject', async () => {
    await createHttpSender(t.db, { url: `${baseUrl}/sms` }).send(sms('+84900000003'));
    expect(received[0]).toMatchObject({ authorization: undefined, json: { subject: null } });
  });

  it('records FAILED with the answer on a 500 and throws PHONE_UNKNOWN_ERROR for an SMS', async () => {
    behaviour = 'fail';
    const sender = createHttpSender(t.db, { url: `${baseUrl}/sms` });
    expect(await codeOf(sender.send(sms('+84900000004')))).toBe('PHONE_UNKNOWN_ERROR');
    expect(await rowsTo('+84900000004')).toEqual([
      expect.objectContaining({ provider: 'http', status: 'FAILED', error: 'HTTP 500: provider exploded' }),
    ]);
  });

  it('throws EMAIL_SEND_FAILED for an e-mail the endpoint refuses', async () => {
    behaviour = 'fail';
    const sender = createHttpSender(t.db, { url: `${baseUrl}/mail` });
    const message = { ...sms('someone@example.com'), channel: 'EMAIL' as const, subject: 'S' };
    expect(await codeOf(sender.send(message))).toBe('EMAIL_SEND_FAILED');
    expect((await rowsTo('someone@example.com'))[0]).toMatchObject({ channel: 'EMAIL', status: 'FAILED' });
  });

  it('gives up after the timeout and records FAILED timeout', async () => {
    behaviour = 'hang';
    const sender = createHttpSender(t.db, { url: `${baseUrl}/sms`, timeoutMs: 300 });
    const started = Date.now();
    expect(await codeOf(sender.send(sms('+84900000005')))).toBe('PHONE_UNKNOWN_ERROR');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await rowsTo('+84900000005')).toEqual([
      expect.objectContaining({ status: 'FAILED', error: 'timeout' }),
    ]);
  });

  it('records FAILED when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const sender = createHttpSender(t.db, { url: `http://127.0.0.1:${port}/sms` });
    expect(await codeOf(sender.send(sms('+84900000006')))).toBe('PHONE_UNKNOWN_ERROR');
    const [row] = await rowsTo('+84900000006');
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(row!.error).toMatch(/ECONNREFUSED|fetch failed/);
  });
});

describe('getMessageSender', () => {
  it('uses the outbox for both channels without endpoints', async () => {
    const sender = getMessageSender({ config: {}, db: t.db });
    await sender.send(sms('+84900000007'));
    await sender.send({ ...sms('pick@example.com'), channel: 'EMAIL' });
    expect(received).toHaveLength(0);
    expect((await rowsTo('+84900000007'))[0]).toMatchObject({ provider: 'outbox', status: 'STORED' });
    expect((await rowsTo('pick@example.com'))[0]).toMatchObject({ provider: 'outbox', status: 'STORED' });
  });

  it('posts each channel to its own endpoint, and keeps the other in the outbox', async () => {
    const sender = getMessageSender({
      config: { SMS_HTTP_URL: `${baseUrl}/sms`, MESSAGE_HTTP_TOKEN: 'secret' },
      db: t.db,
    });
    await sender.send(sms('+84900000008'));
    await sender.send({ ...sms('other@example.com'), channel: 'EMAIL' });
    expect(received.map((r) => [r.url, r.authorization])).toEqual([['/sms', 'Bearer secret']]);
    expect((await rowsTo('other@example.com'))[0]).toMatchObject({ provider: 'outbox' });

    const mailOnly = getMessageSender({ config: { EMAIL_HTTP_URL: `${baseUrl}/mail` }, db: t.db });
    await mailOnly.send({ ...sms('mail@example.com'), channel: 'EMAIL' });
    expect(received.map((r) => r.url)).toEqual(['/sms', '/mail']);
  });
});
