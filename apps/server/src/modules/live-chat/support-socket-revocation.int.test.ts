import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator, makeSessionToken } from '../admin/admin.factories.js';
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

// An open support socket ends with the operator's session (issue 15): disabling the operator, a password
// reset, a role without live chat or a logout close it at once, not at the next reconnect.

const PROMPTLY_MS = 3_000;

let t: TTestApp;
let baseUrl: string;
let owner: { token: string };
const sockets: TLiveSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnRandomPort(t);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const deskOf = async (token: string) => {
  const socket = await connectLiveChat(baseUrl, '/ops/live-chat/ws', token);
  sockets.push(socket);
  await socket.next(isType('ready'));
  return socket;
};
/** The close code, or a failure when the socket is still open after PROMPTLY_MS. */
const closeCodeOf = (socket: TLiveSocket) =>
  Promise.race([
    socket.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still open after ${PROMPTLY_MS} ms`)), PROMPTLY_MS),
    ),
  ]);
const asOwner = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
  opsCall(t, owner.token, method, url, payload);

describe('the support socket after the session ends', () => {
  it('closes when the operator is disabled, and the session is gone', async () => {
    const operator = await makeLoggedInOperator(t.db, { role: 'support' });
    const desk = await deskOf(operator.token);
    expect((await asOwner('POST', `/operators/${operator.id}/disable`)).statusCode).toBe(200);
    expect(await closeCodeOf(desk)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
    expect(desk.queued()).toContainEqual({ type: 'error', code: 'OPERATOR_NOT_LOGGED_IN' });
    const sessions = await t.db
      .selectFrom('operator_session')
      .select('token_hash')
      .where('operator_id', '=', operator.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('closes on a password reset and on a role that does not answer the live chat', async () => {
    const reset = await makeLoggedInOperator(t.db, { role: 'support' });
    const resetDesk = await deskOf(reset.token);
    const password = await asOwner('PUT', `/operators/${reset.id}/password`, {
      password: 'a fresh passphrase 42',
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(await closeCodeOf(resetDesk)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);

    const moved = await makeLoggedInOperator(t.db, { role: 'support' });
    const movedDesk = await deskOf(moved.token);
    expect((await asOwner('PUT', `/operators/${moved.id}/role`, { role: 'finance' })).statusCode).toBe(200);
    expect(await closeCodeOf(movedDesk)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
    expect(movedDesk.queued()).toContainEqual({ type: 'error', code: 'FORBIDDEN' });
  });

  it('closes the logged-out session’s socket only; another session of the operator keeps hearing', async () => {
    const operator = await makeLoggedInOperator(t.db, { role: 'support' });
    const otherToken = await makeSessionToken(t.db, operator);
    const leaving = await deskOf(operator.token);
    const staying = await deskOf(otherToken);
    expect((await opsCall(t, operator.token, 'POST', '/auth/logout')).statusCode).toBe(200);
    expect(await closeCodeOf(leaving)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);

    const member = await makeLoggedInMember(t);
    const opened = (await openLiveChat(t, headersOf(member))).json().value;
    const window = await connectLiveChat(baseUrl, '/wps/livechat/ws', opened.conversationToken);
    sockets.push(window);
    await window.next(isType('ready'));
    window.send({ type: 'send', body: 'still there?' });
    expect((await staying.next(isType('message'))).message).toMatchObject({ body: 'still there?' });
  });

  it('checks the session again on each frame: one ended behind its back closes at the next ping', async () => {
    const operator = await makeLoggedInOperator(t.db, { role: 'support' });
    const desk = await deskOf(operator.token);
    // Ended without any announcement (as the cleanup job or another tool would).
    await t.db.deleteFrom('operator_session').where('operator_id', '=', operator.id).execute();
    desk.send({ type: 'ping' });
    expect(await closeCodeOf(desk)).toBe(LIVE_CHAT_WS_CLOSE_UNAUTHORISED);
  });
});
