import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
} from '../member/security-centre.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  connectLiveChat,
  isType,
  listenOnRandomPort,
  openLiveChat,
  opsCall,
  type TLiveSocket,
} from './live-chat.factories.js';
import { VISITOR_MESSAGES_PER_WINDOW } from './serve-visitor-socket.js';

let t: TTestApp;
let baseUrl: string;
let support: { token: string };
const sockets: TLiveSocket[] = [];
const track = (socket: TLiveSocket) => (sockets.push(socket), socket);

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnRandomPort(t);
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const visitorSocket = async (token: string) => {
  const socket = track(await connectLiveChat(baseUrl, '/wps/livechat/ws', token));
  const ready = await socket.next(isType('ready'));
  return { socket, conversation: ready.conversation as Record<string, unknown> };
};
const supportSocket = async (token = support.token) => {
  const socket = track(await connectLiveChat(baseUrl, '/ops/live-chat/ws', token));
  await socket.next(isType('ready'));
  return socket;
};
const messagesIn = (conversationId: string) =>
  t.db
    .selectFrom('live_chat_message')
    .select(['sender', 'body', 'operator_id'])
    .where('conversation_id', '=', BigInt(conversationId))
    .orderBy('id')
    .execute();

describe('live chat between a member and support', () => {
  it('carries a member’s message to support and the answer back, over real sockets', async () => {
    const member = await makeLoggedInMember(t);
    const opened = (await openLiveChat(t, headersOf(member))).json();
    expect(opened.success).toBe(true);
    const { conversationId, conversationToken } = opened.value;
    expect(opened.value).toMatchObject({
      displayName: member.username,
      isGuest: false,
      status: 'OPEN',
      messages: [],
      unread: 0,
    });

    const desk = await supportSocket();
    const { socket: window, conversation } = await visitorSocket(conversationToken);
    expect(conversation).toMatchObject({ conversationId, messages: [] });

    window.send({ type: 'send', body: '  <b>Hello</b> I cannot deposit  ' });
    const heard = await desk.next(isType('message'));
    expect(heard).toMatchObject({
      conversation: { id: conversationId, displayName: member.username, isGuest: false, unread: 1 },
      message: { side: 'VISITOR', body: '<b>Hello</b> I cannot deposit' },
    });
    // The sender hears its own message back with its id (the window shows what was stored).
    const echoed = await window.next(isType('message'));
    expect(echoed.message).toMatchObject({ side: 'VISITOR', body: '<b>Hello</b> I cannot deposit' });

    const list = (await opsCall(t, support.token, 'GET', '/live-chat/conversations')).json().value;
    expect(list.find((c: { id: string }) => c.id === conversationId)).toMatchObject({
      unread: 1,
      lastMessage: { side: 'VISITOR', body: '<b>Hello</b> I cannot deposit' },
    });

    const answer = await opsCall(
      t,
      support.token,
      'POST',
      `/live-chat/conversations/${conversationId}/messages`,
      {
        body: 'Which method did you use?',
      },
    );
    expect(answer.json()).toMatchObject({
      success: true,
      value: { side: 'SUPPORT', body: 'Which method did you use?' },
    });
    expect((await window.next(isType('message'))).message).toMatchObject({
      side: 'SUPPORT',
      body: 'Which method did you use?',
    });

    const stored = await messagesIn(conversationId);
    expect(stored.map((m) => [m.sender, m.body])).toEqual([
      ['VISITOR', '<b>Hello</b> I cannot deposit'],
      ['SUPPORT', 'Which method did you use?'],
    ]);
    expect(stored[1]!.operator_id).not.toBeNull();
    // Support answered, so it has read the member's message.
    const after = (
      await opsCall(t, support.token, 'GET', `/live-chat/conversations/${conversationId}`)
    ).json().value;
    expect(after.conversation.unread).toBe(0);
    expect(after.messages).toHaveLength(2);
  });

  it('reopens the same conversation and its history after a reconnect, with unread counts per side', async () => {
    const member = await makeLoggedInMember(t);
    const first = (await openLiveChat(t, headersOf(member))).json().value;
    const { socket: window } = await visitorSocket(first.conversationToken);
    window.send({ type: 'send', body: 'first' });
    await window.next(isType('message'));
    window.close();
    await window.closed;

    // While the window is closed, support answers twice.
    for (const body of ['answer one', 'answer two'])
      await opsCall(t, support.token, 'POST', `/live-chat/conversations/${first.conversationId}/messages`, {
        body,
      });

    const again = (await openLiveChat(t, headersOf(member))).json().value;
    expect(again.conversationId).toBe(first.conversationId);
    expect(again.messages.map((m: { body: string }) => m.body)).toEqual([
      'first',
      'answer one',
      'answer two',
    ]);
    expect(again.unread).toBe(2);

    const desk = await supportSocket();
    const { socket: reopened, conversation } = await visitorSocket(again.conversationToken);
    expect(conversation.unread).toBe(2);
    const lastId = again.messages[2].id as string;
    reopened.send({ type: 'read', lastMessageId: lastId });
    expect(
      await desk.next((f) => f.type === 'read' && f.conversationId === first.conversationId),
    ).toMatchObject({
      side: 'VISITOR',
      lastMessageId: lastId,
    });
    expect((await openLiveChat(t, headersOf(member))).json().value.unread).toBe(0);

    // Support's unread: the member writes two more, support reads the first of them.
    reopened.send({ type: 'send', body: 'still there?' });
    const m1 = (await reopened.next(isType('message'))).message as { id: string };
    reopened.send({ type: 'send', body: 'hello?' });
    await reopened.next(isType('message'));
    const unreadOf = async () =>
      (await opsCall(t, support.token, 'GET', `/live-chat/conversations/${first.conversationId}`)).json()
        .value.conversation.unread;
    expect(await unreadOf()).toBe(2);
    const read = await opsCall(
      t,
      support.token,
      'POST',
      `/live-chat/conversations/${first.conversationId}/read`,
      {
        lastMessageId: m1.id,
      },
    );
    expect(read.json().value).toEqual({ lastMessageId: m1.id });
    expect(await unreadOf()).toBe(1);
    expect(await reopened.next((f) => f.type === 'read' && f.side === 'SUPPORT')).toMatchObject({
      lastMessageId: m1.id,
    });
    // A read mark never passes the last message nor goes back.
    await opsCall(t, support.token, 'POST', `/live-chat/conversations/${first.conversationId}/read`, {
      lastMessageId: '999999999999',
    });
    expect(await unreadOf()).toBe(0);
    await opsCall(t, support.token, 'POST', `/live-chat/conversations/${first.conversationId}/read`, {
      lastMessageId: '1',
    });
    expect(await unreadOf()).toBe(0);
  });
});

describe('a guest', () => {
  it('needs a name, keeps its conversation through its token, and starts anew after support closed it', async () => {
    const merchant = { merchant: 'demo' };
    expectFailure(await openLiveChat(t, merchant, {}), 400, 'LIVE_CHAT_GUEST_NAME_REQUIRED');
    const first = (await openLiveChat(t, merchant, { guestName: '  Ada  ' })).json().value;
    expect(first).toMatchObject({ displayName: 'Ada', isGuest: true, status: 'OPEN' });
    const row = await t.db
      .selectFrom('live_chat_conversation')
      .select(['guest_name', 'member_id'])
      .where('id', '=', BigInt(first.conversationId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ guest_name: 'Ada', member_id: null });

    const { socket: window } = await visitorSocket(first.conversationToken);
    window.send({ type: 'send', body: 'I forgot my password' });
    await window.next(isType('message'));
    const again = (await openLiveChat(t, merchant, { conversationToken: first.conversationToken })).json()
      .value;
    expect(again.conversationId).toBe(first.conversationId);
    expect(again.messages.map((m: { body: string }) => m.body)).toEqual(['I forgot my password']);

    // A forged token is no way into someone's conversation.
    const forged = first.conversationToken.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expectFailure(
      await openLiveChat(t, merchant, { conversationToken: forged }),
      400,
      'LIVE_CHAT_GUEST_NAME_REQUIRED',
    );
    const otherMerchant = await makeOtherMerchant(t);
    const elsewhere = (
      await openLiveChat(
        t,
        { merchant: otherMerchant.code },
        { conversationToken: first.conversationToken, guestName: 'Ada' },
      )
    ).json().value;
    expect(elsewhere.conversationId).not.toBe(first.conversationId);

    const closed = await opsCall(
      t,
      support.token,
      'POST',
      `/live-chat/conversations/${first.conversationId}/close`,
    );
    expect(closed.json()).toEqual({ success: true, value: null });
    expect(await window.next(isType('closed'))).toEqual({ type: 'closed' });
    window.send({ type: 'send', body: 'wait' });
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'LIVE_CHAT_CLOSED' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `live-chat:${first.conversationId}`)
      .execute();
    expect(audit).toEqual([
      { action: 'live-chat.close', before: { status: 'OPEN' }, after: { status: 'CLOSED' } },
    ]);
    expectFailure(
      await opsCall(t, support.token, 'POST', `/live-chat/conversations/${first.conversationId}/close`),
      409,
      'INVALID_STATE',
    );
    expectFailure(
      await opsCall(t, support.token, 'POST', `/live-chat/conversations/${first.conversationId}/messages`, {
        body: 'x',
      }),
      409,
      'LIVE_CHAT_CLOSED',
    );

    const next = (await openLiveChat(t, merchant, { conversationToken: first.conversationToken })).json()
      .value;
    expect(next).toMatchObject({ displayName: 'Ada', status: 'OPEN', messages: [] });
    expect(next.conversationId).not.toBe(first.conversationId);
    const closedList = (
      await opsCall(t, support.token, 'GET', '/live-chat/conversations?status=CLOSED')
    ).json().value;
    expect(closedList.map((c: { id: string }) => c.id)).toContain(first.conversationId);
  });
});

describe('refused input', () => {
  it('answers errors on the socket and stores nothing', async () => {
    const member = await makeLoggedInMember(t);
    const opened = (await openLiveChat(t, headersOf(member))).json().value;
    const early = track(await connectLiveChat(baseUrl, '/wps/livechat/ws'));
    early.send({ type: 'send', body: 'before auth' });
    expect(await early.next(isType('error'))).toEqual({
      type: 'error',
      code: 'LIVE_CHAT_CONVERSATION_INVALID',
    });

    const { socket: window } = await visitorSocket(opened.conversationToken);
    window.send({ type: 'send', body: 'x'.repeat(1001) });
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    window.send({ type: 'send', body: '   ' });
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    window.sendRaw('not json');
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    window.send({ type: 'read', lastMessageId: '-1' });
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    window.send({ type: 'send', body: 'x'.repeat(1000) });
    await window.next(isType('message'));
    expect(await messagesIn(opened.conversationId)).toHaveLength(1);
  });

  it('rate-limits a visitor’s messages', async () => {
    const member = await makeLoggedInMember(t);
    const opened = (await openLiveChat(t, headersOf(member))).json().value;
    const { socket: window } = await visitorSocket(opened.conversationToken);
    for (let i = 0; i <= VISITOR_MESSAGES_PER_WINDOW; i++) window.send({ type: 'send', body: `spam ${i}` });
    expect(await window.next(isType('error'))).toEqual({ type: 'error', code: 'RATE_LIMITED' });
    expect(await messagesIn(opened.conversationId)).toHaveLength(VISITOR_MESSAGES_PER_WINDOW);
  });

  it('closes a socket with a forged token, and refuses the support socket to other roles', async () => {
    const forged = track(
      await connectLiveChat(baseUrl, '/wps/livechat/ws', '1.1.9999999999.' + 'A'.repeat(43)),
    );
    expect(await forged.next(isType('error'))).toEqual({
      type: 'error',
      code: 'LIVE_CHAT_CONVERSATION_INVALID',
    });
    expect(await forged.closed).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);

    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    const refused = track(await connectLiveChat(baseUrl, '/ops/live-chat/ws', finance.token));
    expect(await refused.next(isType('error'))).toEqual({ type: 'error', code: 'FORBIDDEN' });
    expect(await refused.closed).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
    const stranger = track(await connectLiveChat(baseUrl, '/ops/live-chat/ws', 'x'.repeat(43)));
    expect(await stranger.next(isType('error'))).toEqual({ type: 'error', code: 'OPERATOR_NOT_LOGGED_IN' });
  });

  it('keeps operators to their role and merchants, and validates the operator routes', async () => {
    const member = await makeLoggedInMember(t);
    const { conversationId } = (await openLiveChat(t, headersOf(member))).json().value;
    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    expectFailure(await opsCall(t, finance.token, 'GET', '/live-chat/conversations'), 403, 'FORBIDDEN');
    expectFailure(await opsCall(t, 'nope', 'GET', '/live-chat/conversations'), 401, 'OPERATOR_NOT_LOGGED_IN');

    const other = await makeOtherMerchant(t);
    const scoped = await makeLoggedInOperator(t.db, { role: 'support', merchants: [other.code] });
    expectFailure(
      await opsCall(t, scoped.token, 'GET', `/live-chat/conversations/${conversationId}`),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await opsCall(t, scoped.token, 'POST', `/live-chat/conversations/${conversationId}/messages`, {
        body: 'hi',
      }),
      403,
      'FORBIDDEN',
    );
    const scopedList = (await opsCall(t, scoped.token, 'GET', '/live-chat/conversations')).json().value;
    expect(scopedList.map((c: { id: string }) => c.id)).not.toContain(conversationId);
    expectFailure(
      await opsCall(t, scoped.token, 'GET', '/live-chat/conversations?merchant=demo'),
      403,
      'FORBIDDEN',
    );

    const path = `/live-chat/conversations/${conversationId}/messages`;
    expectFailure(await opsCall(t, support.token, 'POST', path, { body: '' }), 400, 'VALIDATION_FAILED');
    expectFailure(
      await opsCall(t, support.token, 'POST', path, { body: 'x'.repeat(1001) }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await opsCall(t, support.token, 'GET', '/live-chat/conversations/abc'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await opsCall(t, support.token, 'GET', '/live-chat/conversations/987654321'),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await opsCall(t, support.token, 'GET', '/live-chat/conversations?status=MAYBE'),
      400,
      'VALIDATION_FAILED',
    );
    expect(await messagesIn(conversationId)).toHaveLength(0);
  });

  it('refuses a stale member token and a too-long guest name', async () => {
    expectFailure(
      await openLiveChat(t, { merchant: 'demo', authorization: 'x'.repeat(43) }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFailure(
      await openLiveChat(t, { merchant: 'demo' }, { guestName: 'n'.repeat(31) }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the support page', () => {
  it('is served as static files under a strict content security policy', async () => {
    const page = await t.app.inject({ url: '/ops/support/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('support.js');
    expect((await t.app.inject({ url: '/ops/support/support.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/support/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('answers a name it does not serve, prototype names included, with 404 in the envelope', async () => {
    for (const name of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'nothing.js',
      '..%2Fpackage.json',
    ]) {
      const res = await t.app.inject({ url: `/ops/support/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ success: false, code: 'NOT_FOUND', message: 'not_found' });
    }
  });
});
