import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, makeSession } from '../../test/member-factories.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import {
  connectLiveChat,
  isType,
  listenOnRandomPort,
  openLiveChat,
  type TLiveSocket,
} from './live-chat.factories.js';

// A member's live-chat window ends with the session that opened it (issue 15): logout closes the socket at
// once, and the conversation token it had no longer opens one.

const PROMPTLY_MS = 3_000;

let t: TTestApp;
let baseUrl: string;
const sockets: TLiveSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnRandomPort(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const closeCodeOf = (socket: TLiveSocket) =>
  Promise.race([
    socket.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still open after ${PROMPTLY_MS} ms`)), PROMPTLY_MS),
    ),
  ]);
const windowOf = async (token: string) => {
  const socket = await connectLiveChat(baseUrl, '/wps/livechat/ws', token);
  sockets.push(socket);
  return socket;
};
const logout = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });

describe('the member live-chat socket after logout', () => {
  it('closes at logout, and the token it had opens no socket afterwards', async () => {
    const member = await makeLoggedInMember(t);
    const opened = await openLiveChat(t, headersOf(member));
    expect(opened.statusCode).toBe(200);
    const { conversationToken } = opened.json().value;
    const socket = await windowOf(conversationToken);
    await socket.next(isType('ready'));
    // Another member's window, to show it is left alone.
    const other = await makeLoggedInMember(t);
    const otherOpened = await openLiveChat(t, headersOf(other));
    const otherSocket = await windowOf(otherOpened.json().value.conversationToken);
    await otherSocket.next(isType('ready'));

    expect((await logout(member.token)).statusCode).toBe(200);
    expect(await closeCodeOf(socket)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
    expect(socket.queued()).toContainEqual({ type: 'error', code: 'NOT_LOGGED_IN' });

    const again = await windowOf(conversationToken);
    expect(await again.next(isType('error'))).toEqual({
      type: 'error',
      code: 'LIVE_CHAT_CONVERSATION_INVALID',
    });
    expect(await closeCodeOf(again)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);

    // The other member's window is untouched.
    otherSocket.send({ type: 'ping' });
    expect(await otherSocket.next(isType('pong'))).toEqual({ type: 'pong' });
  });

  it('closes the windows of the other sessions when the member changes the password', async () => {
    const member = await makeLoggedInMember(t);
    const otherToken = await makeSession(t.ctx, member);
    const opened = await openLiveChat(t, { authorization: otherToken, merchant: member.merchantCode });
    const socket = await windowOf(opened.json().value.conversationToken);
    await socket.next(isType('ready'));
    const changed = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/member/password',
      headers: headersOf(member),
      body: {
        oldPassword: member.password,
        newPassword: 'Changed2024ok',
        confirmNewPassword: 'Changed2024ok',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closeCodeOf(socket)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
  });

  it('keeps a guest window working (guests have no session to end)', async () => {
    const opened = await openLiveChat(t, { merchant: 'demo' }, { guestName: 'Guest A' });
    const socket = await windowOf(opened.json().value.conversationToken);
    await socket.next(isType('ready'));
  });
});
