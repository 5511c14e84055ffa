import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPubSub } from '../../platform/pubsub.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  connectLiveChat,
  isType,
  listenOnRandomPort,
  openLiveChat,
  opsCall,
  type TLiveSocket,
} from './live-chat.factories.js';

// Two server processes on one database. With REDIS_URL each has its own Redis connection (the real
// deployment); without it one in-process bus stands in for Redis, so nothing but the pub/sub channel joins them.
let a: TTestApp;
let b: TTestApp;
let originA: string;
let originB: string;
const sockets: TLiveSocket[] = [];
beforeAll(async () => {
  const shared = process.env.REDIS_URL ? undefined : createPubSub();
  a = await createTestApp({}, { pubsub: shared });
  b = await createTestApp({}, { databaseUrl: a.databaseUrl, pubsub: shared });
  [originA, originB] = [await listenOnRandomPort(a), await listenOnRandomPort(b)];
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b.close();
  await a.close();
});

describe('live chat across processes', () => {
  it('delivers a visitor’s message on process A to support on process B, and the answer back', async () => {
    const member = await makeLoggedInMember(a);
    const operator = await makeLoggedInOperator(a.db, { role: 'support' });
    const opened = (await openLiveChat(a, headersOf(member))).json().value;

    const window = await connectLiveChat(originA, '/wps/livechat/ws', opened.conversationToken);
    const desk = await connectLiveChat(originB, '/ops/live-chat/ws', operator.token);
    sockets.push(window, desk);
    await window.next(isType('ready'));
    await desk.next(isType('ready'));

    window.send({ type: 'send', body: 'from process A' });
    expect((await desk.next(isType('message'))).message).toMatchObject({
      side: 'VISITOR',
      body: 'from process A',
    });

    const answer = await opsCall(
      b,
      operator.token,
      'POST',
      `/live-chat/conversations/${opened.conversationId}/messages`,
      {
        body: 'answered on process B',
      },
    );
    expect(answer.statusCode).toBe(200);
    const heard = await window.next(
      (f) => f.type === 'message' && (f.message as { side: string }).side === 'SUPPORT',
    );
    expect(heard.message).toMatchObject({ body: 'answered on process B' });
    // Each change arrives once, not once per process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bodies = window.queued().map((f) => (f.message as { body?: string } | undefined)?.body);
    expect(bodies.filter((body) => body === 'answered on process B')).toHaveLength(0);
    expect(bodies.filter((body) => body === 'from process A')).toHaveLength(1);
  });

  it('closes a support socket on process B when an owner disables its operator on process A', async () => {
    const owner = await makeLoggedInOperator(a.db, { role: 'owner' });
    const operator = await makeLoggedInOperator(a.db, { role: 'support' });
    const desk = await connectLiveChat(originB, '/ops/live-chat/ws', operator.token);
    sockets.push(desk);
    await desk.next(isType('ready'));
    expect((await opsCall(a, owner.token, 'POST', `/operators/${operator.id}/disable`)).statusCode).toBe(200);
    await desk.next((frame) => frame.type === 'error' && frame.code === 'OPERATOR_NOT_LOGGED_IN');
    expect(await desk.closed).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
  });
});
