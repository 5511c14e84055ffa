import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverWire } from '../test/fuzz/wire-cases.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

// Refusals made before any route runs (Node's parser, the router, the socket handshake), found by the API
// fuzzer (src/test/fuzz): each answers in the envelope, over a real socket where only a socket can send it.

let t: TTestApp;
let port: number;
const envelope = (code: string, message: string) => ({ success: false, code, message });
const send = async (text: string) => {
  const answer = await sendOverWire(port, Buffer.from(text, 'latin1'));
  if (!answer) throw new Error('no answer');
  return { ...answer, json: () => JSON.parse(answer.body) as unknown };
};

beforeAll(async () => {
  // The response cache on, as deployed: its own server sits in front of Fastify's handler.
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '10' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

describe("refusals of Node's HTTP parser", () => {
  it('answers headers over the size limit with 431 in the envelope', async () => {
    const res = await send(
      `GET /wps/system/whitelabel HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(envelope('HEADERS_TOO_LARGE', 'headers_too_large'));
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    for (const request of [
      'BREW /wps/system/whitelabel HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /wps/system/whitelabel HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n',
      'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const res = await send(request);
      expect(res.status, request).toBe(400);
      expect(res.json(), request).toEqual(envelope('BAD_REQUEST', 'bad_request'));
    }
  });

  it('refuses an HTTP/1.1 request without Host in the envelope, and serves HTTP/1.0 without one', async () => {
    const refused = await send('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual(envelope('BAD_REQUEST', 'bad_request'));
    const served = await send('GET /healthz HTTP/1.0\r\n\r\n');
    expect(served.status).toBe(200);
  });

  it('serves a request whose Expect it does not know instead of a bodiless 417', async () => {
    const res = await send(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nExpect: teapot\r\n\r\n',
    );
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('refusals of the router', () => {
  it('answers bad percent-encoding in the path with 400 in the envelope', async () => {
    for (const url of ['/wps/%zz', '/ops/support/%', '/ops/merchants/%C0%AF', '/%zz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(envelope('BAD_REQUEST', 'bad_request'));
    }
  });

  it('answers a path parameter over the router’s length with 414 in the envelope', async () => {
    const res = await t.app.inject({ url: `/wps/payment/deposits/${'1'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(envelope('URI_TOO_LONG', 'uri_too_long'));
  });
});

describe('socket routes', () => {
  it('answers a plain GET of a socket route with 404 in the envelope', async () => {
    for (const url of ['/wps/chat-room/ws', '/ops/live-chat/ws', '/inhouse/crash/ws']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(envelope('NOT_FOUND', 'not_found'));
    }
  });

  it('answers a handshake the socket server refuses with 400 in the envelope', async () => {
    for (const headers of [
      'Upgrade: websocket\r\nConnection: Upgrade\r\n',
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 99\r\n',
    ]) {
      const res = await send(`GET /wps/livechat/ws HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`);
      expect(res.status, headers).toBe(400);
      expect(res.json(), headers).toEqual(envelope('BAD_REQUEST', 'bad_request'));
    }
  });

  it('closes the connection of an upgrade request answered over HTTP, so no socket is left open', async () => {
    const closedWithin = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ port, host: '127.0.0.1' }, () =>
          socket.write(
            'GET /healthz HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
          ),
        );
        const timer = setTimeout(() => (socket.destroy(), resolve(false)), ms);
        socket.resume();
        socket.on('close', () => (clearTimeout(timer), resolve(true)));
      });
    expect(await closedWithin(3_000)).toBe(true);
  });
});
