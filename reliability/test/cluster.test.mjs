import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../lib/http-client.mjs';
import { chatSocket } from './chat-socket.mjs';
import {
  insertMember,
  logIn,
  logInOperator,
  MERCHANT,
  newClient,
  payloadKeyOf,
  seal,
  sendTimes,
  startTestCluster,
  upstreamOf,
} from './cluster-helpers.mjs';

// Two server processes behind the reverse proxy of `npm run cluster`, driven only through the proxy: what must
// hold however requests are spread. The Redis-dependent behaviours run when REDIS_URL is set (.ci/run sets it).

const hasRedis = Boolean(process.env.REDIS_URL);
let cluster;

beforeAll(async () => {
  // A long cache age: a process that saw a change within the test did so through an invalidation, not expiry.
  cluster = await startTestCluster({ env: { CONFIG_CACHE_SECONDS: '60' } });
});
afterAll(async () => {
  await cluster?.stop();
});

const distinct = (answers) => new Set(answers.map(upstreamOf)).size;

describe('through the proxy', () => {
  it('spreads requests over both processes, round robin', async () => {
    const http = newClient(cluster);
    const answers = await sendTimes(http, 4, { path: '/healthz' });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(distinct(answers)).toBe(2);
    expect(upstreamOf(answers[0])).toBe(upstreamOf(answers[2]));
    http.close();
  });

  it('counts login failures per client address across processes; an X-Forwarded-For the client wrote changes nothing', async () => {
    const attacker = newClient(cluster);
    const payloadKey = await payloadKeyOf(attacker);
    const fail = async (http, spoofed) =>
      http.send({
        method: 'POST',
        path: '/wps/session/login',
        headers: { merchant: MERCHANT, 'x-forwarded-for': spoofed },
        body: await seal(payloadKey, {
          type: 'username',
          username: `nobody${randomBytes(4).toString('hex')}`,
          password: 'Wrong-password-1',
        }),
      });
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await fail(attacker, `203.0.113.${i + 1}`));
    expect(distinct(failures)).toBe(2);
    expect(failures.every((a) => a.status >= 400 && a.body.code !== 'CAPTCHA_REQUIRED')).toBe(true);
    // The sixth attempt from that address, on either process, must clear a captcha first.
    const sixth = await fail(attacker, '203.0.113.99');
    expect(sixth.body.code).toBe('CAPTCHA_REQUIRED');
    const bystander = newClient(cluster);
    expect((await fail(bystander, '203.0.113.99')).body.code).not.toBe('CAPTCHA_REQUIRED');
    attacker.close();
    bystander.close();
  });

  it('a server reached directly (not through the proxy) ignores X-Forwarded-For', async () => {
    const [a = 0, b = 0] = randomBytes(2);
    const direct = new HttpClient({
      baseUrl: cluster.servers[0].state.url,
      localAddress: `127.250.${a}.${1 + (b % 250)}`,
    });
    const payloadKey = await payloadKeyOf(direct);
    const attempt = async (i) =>
      direct.send({
        method: 'POST',
        path: '/wps/session/login',
        headers: { merchant: MERCHANT, 'x-forwarded-for': `198.51.100.${i}` },
        body: await seal(payloadKey, {
          type: 'username',
          username: `nobody${i}x${a}`,
          password: 'Wrong-password-1',
        }),
      });
    for (let i = 1; i <= 5; i++) await attempt(i);
    expect((await attempt(6)).body.code).toBe('CAPTCHA_REQUIRED');
    direct.close();
  });

  it('a member session is valid on every process, and a logout ends it on every process', async () => {
    const http = newClient(cluster);
    const headers = await logIn(http, await insertMember(cluster.db));
    const before = await sendTimes(http, 4, { path: '/wps/member/info', headers });
    expect(before.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(distinct(before)).toBe(2);
    const logout = await http.send({ method: 'DELETE', path: '/wps/session/logout', headers });
    expect(logout.status).toBe(200);
    const after = await sendTimes(http, 4, { path: '/wps/member/info', headers });
    expect(distinct(after)).toBe(2);
    expect(after.map((a) => a.body.code)).toEqual(Array(4).fill('NOT_LOGGED_IN'));
    http.close();
  });

  it('pg-boss hands each job to one process: every sandbox payment notified once, with both runners on', async () => {
    const http = newClient(cluster);
    const headers = await logIn(http, await insertMember(cluster.db));
    const method = await cluster.db
      .selectFrom('payment_method')
      .select('id')
      .where('code', '=', 'SANDBOX_BANK')
      .executeTakeFirstOrThrow();
    const deposits = [];
    for (let i = 0; i < 6; i++) {
      const started = await http.send({
        method: 'POST',
        path: '/wps/payment/deposits',
        headers,
        body: {
          methodId: String(method.id),
          amount: 10_000 + i,
          requestId: `cluster-${randomBytes(6).toString('hex')}`,
        },
      });
      const deposit = started.body.value;
      const orderId = /\/sandbox-psp\/pay\/([^/?#]+)/.exec(deposit.paymentUrl)[1];
      const paid = await http.send({
        method: 'POST',
        path: `/sandbox-psp/pay/${orderId}`,
        body: 'action=pay',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(paid.status).toBe(303);
      deposits.push(deposit.id);
    }
    // The PSP's notifier is a pg-boss job on whichever process takes it; it calls back through the proxy.
    const deadline = Date.now() + 60_000;
    let credited = 0;
    while (Date.now() < deadline && credited < deposits.length) {
      const rows = await cluster.db
        .selectFrom('deposit')
        .select('status')
        .where('id', 'in', deposits)
        .execute();
      credited = rows.filter((r) => r.status === 'CREDITED').length;
      if (credited < deposits.length) await new Promise((r) => setTimeout(r, 250));
    }
    expect(credited).toBe(deposits.length);
    const callbacks = await cluster.db
      .selectFrom('deposit_callback')
      .select(['deposit_id', 'outcome'])
      .where('deposit_id', 'in', deposits)
      .execute();
    expect(callbacks.map((c) => c.outcome)).toEqual(Array(deposits.length).fill('CREDITED'));
    http.close();
  });
});

describe.runIf(hasRedis)('through the proxy, with Redis', () => {
  it('a per-address throttle holds across processes: one captcha a second, whichever process answers', async () => {
    const http = newClient(cluster);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => http.send({ path: '/wps/captcha', headers: { merchant: MERCHANT } })),
    );
    expect(distinct(answers)).toBe(2);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body?.code === 'RATE_LIMITED')).toHaveLength(3);
    http.close();
  });

  it("an operator's change is seen by every process at once, however long their caches may keep it", async () => {
    const http = newClient(cluster);
    const operator = await logInOperator(cluster.db, http);
    const whitelabel = { path: '/wps/system/whitelabel', headers: { merchant: MERCHANT } };
    const warm = await sendTimes(http, 4, whitelabel);
    expect(distinct(warm)).toBe(2);
    const detail = await http.send({ path: `/ops/merchants/${MERCHANT}`, headers: operator });
    const brandName = `Cluster ${randomBytes(3).toString('hex')}`;
    const saved = await http.send({
      method: 'PUT',
      path: `/ops/merchants/${MERCHANT}/brand`,
      headers: operator,
      body: { ...detail.body.value.brand, brandName },
    });
    expect(saved.status).toBe(200);
    const seen = await sendTimes(http, 4, whitelabel);
    expect(distinct(seen)).toBe(2);
    expect(seen.map((a) => a.body.value.brandName)).toEqual(Array(4).fill(brandName));
    http.close();
  });

  it('a chat-room message sent through one process reaches sockets on every process', async () => {
    const http = newClient(cluster);
    const headers = await logIn(http, await insertMember(cluster.db));
    const sockets = await Promise.all([1, 2, 3, 4].map(() => chatSocket(cluster.url)));
    expect(new Set(sockets.map((s) => s.upstream)).size).toBe(2);
    const text = `fan-out ${randomBytes(4).toString('hex')}`;
    const sender = sockets[0];
    sender.send({ type: 'auth', token: headers.authorization });
    await sender.next((frame) => frame.type === 'authed');
    sender.send({ type: 'send', text, clientId: 'c1' });
    const received = await Promise.all(
      sockets.map((s) => s.next((frame) => frame.type === 'message' && frame.message.text === text)),
    );
    expect(received).toHaveLength(4);
    for (const socket of sockets) socket.close();
    http.close();
  });
});
