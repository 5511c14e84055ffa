import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { makeLoggedInMember, makeOtherMerchant } from '../member/security-centre.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { joinChat, listenOnFreePort, settle, type TFrame } from './chat-room.factories.js';

let t: TTestApp;
let baseUrl: string;
let opsToken: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
  opsToken = (await makeLoggedInOperator(t.db, { role: 'support' })).token;
});
afterAll(async () => t.close());

const ops = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = opsToken) =>
  t.app.inject({
    method,
    url: `/ops/merchants/demo/chat-room${url}`,
    headers: { 'x-operator-token': token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const isMessageWith = (text: string) => (f: TFrame) =>
  f.type === 'message' && (f.message as { text: string }).text === text;

describe('chat room moderation', () => {
  it('refuses a message with a muted word, case-insensitively', async () => {
    const saved = await ops('PUT', '/settings', {
      nameDisplay: 'MASKED',
      mutedWords: ['spam', 'spam', 'Scam'],
    });
    expect(saved.json()).toEqual({
      success: true,
      value: { nameDisplay: 'MASKED', mutedWords: ['spam', 'Scam'] },
    });
    expect((await auditOf('chat-room.settings'))[0]).toMatchObject({ target: 'chat-room:settings' });
    expect((await ops('GET', '/settings')).json().value.mutedWords).toEqual(['spam', 'Scam']);

    const member = await makeLoggedInMember(t);
    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    chat.send({ type: 'send', text: 'buy SPAM now', clientId: 'w' });
    expect(await chat.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      code: 'CHAT_MUTED_WORD',
      message: 'chat_muted_word',
      clientId: 'w',
    });
    const rows = await t.db
      .selectFrom('chat_room_message')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    await ops('PUT', '/settings', { nameDisplay: 'MASKED', mutedWords: [] });
    chat.close();
  });

  it('names senders as the operator chose', async () => {
    await ops('PUT', '/settings', { nameDisplay: 'USERNAME', mutedWords: [] });
    const member = await makeLoggedInMember(t);
    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    chat.send({ type: 'send', text: 'named' });
    const frame = await chat.next(isMessageWith('named'));
    expect(frame.message).toMatchObject({ name: member.username });
    await ops('PUT', '/settings', { nameDisplay: 'MASKED', mutedWords: [] });
    chat.close();
  });

  it('refuses a muted member’s sends until the mute ends or is lifted', async () => {
    const member = await makeLoggedInMember(t);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const muted = await ops('PUT', `/mutes/${member.id}`, { until, reason: 'flooding' });
    expect(muted.json().value).toEqual({
      memberId: String(member.id),
      username: member.username,
      until,
      reason: 'flooding',
    });
    expect((await ops('GET', '/mutes')).json().value).toContainEqual(
      expect.objectContaining({ memberId: String(member.id) }),
    );
    expect((await auditOf('chat-room.mute'))[0]).toMatchObject({ target: `member:${member.id}` });

    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    chat.send({ type: 'send', text: 'let me talk' });
    expect(await chat.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      code: 'CHAT_MEMBER_MUTED',
      message: 'chat_member_muted',
      details: { until },
    });

    expect((await ops('DELETE', `/mutes/${member.id}`)).statusCode).toBe(200);
    chat.send({ type: 'send', text: 'let me talk' });
    await chat.next(isMessageWith('let me talk'));
    chat.close();
  });

  it('deletes a message: gone from the history and a delete event to every client', async () => {
    const member = await makeLoggedInMember(t);
    const { chat: sender } = await joinChat(baseUrl, 'demo', { token: member.token });
    const { chat: reader } = await joinChat(baseUrl, 'demo');
    sender.send({ type: 'send', text: 'regrettable' });
    const { id } = (await sender.next((f) => f.type === 'sent')) as { id: string };
    const listed = (await ops('GET', '/messages?language=TW')).json().value;
    expect(listed[0]).toMatchObject({
      id,
      username: member.username,
      memberId: String(member.id),
      text: 'regrettable',
    });

    expect((await ops('DELETE', `/messages/${id}`)).json()).toEqual({ success: true, value: null });
    for (const chat of [sender, reader])
      expect(await chat.next((f) => f.type === 'deleted')).toEqual({ type: 'deleted', id });
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/chat-room/history',
      headers: { merchant: 'demo' },
    });
    expect(history.json().value.list.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await auditOf('chat-room.delete'))[0]).toMatchObject({
      target: `chat-message:${id}`,
      before: { memberId: String(member.id), text: 'regrettable' },
      after: { deletedAt: expect.any(String) },
    });
    expect((await ops('DELETE', `/messages/${id}`)).statusCode).toBe(404);
    await settle(100);
    for (const chat of [sender, reader]) chat.close();
  });

  it('keeps operators to their merchants and roles, and refuses malformed input', async () => {
    const other = await makeOtherMerchant(t);
    const scoped = await makeLoggedInOperator(t.db, { role: 'support', merchants: [other.code] });
    expect((await ops('GET', '/settings', undefined, scoped.token)).statusCode).toBe(403);
    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    expect((await ops('GET', '/settings', undefined, finance.token)).statusCode).toBe(403);
    expect((await ops('GET', '/settings', undefined, 'nope')).statusCode).toBe(401);

    const before = (await ops('GET', '/settings')).json().value;
    for (const body of [
      { nameDisplay: 'EVERYTHING', mutedWords: [] },
      { nameDisplay: 'MASKED', mutedWords: [''] },
      { nameDisplay: 'MASKED', mutedWords: 'spam' },
    ]) {
      const res = await ops('PUT', '/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await ops('GET', '/settings')).json().value).toEqual(before);
    expect((await ops('PUT', '/mutes/12', { until: 'tomorrow' })).statusCode).toBe(400);
    expect((await ops('DELETE', '/messages/abc')).statusCode).toBe(400);
    // A member of another merchant cannot be muted through this one.
    const stranger = await makeLoggedInMember(t, {}, other);
    const res = await ops('PUT', `/mutes/${stranger.id}`, {
      until: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(404);
  });
});
