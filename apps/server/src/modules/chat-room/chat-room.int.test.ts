import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { connectChat, joinChat, listenOnFreePort, settle, type TFrame } from './chat-room.factories.js';

let t: TTestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => t.close());

const rowsOf = (member: TLoggedInMember) =>
  t.db.selectFrom('chat_room_message').selectAll().where('member_id', '=', member.id).execute();
const isMessageWith = (text: string) => (f: TFrame) =>
  f.type === 'message' && (f.message as { text: string }).text === text;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe('chat room: join, history, send', () => {
  it('gives a joining guest the recent history and delivers a member’s message to everyone once', async () => {
    const alice = await makeLoggedInMember(t, { username: `alice${Date.now() % 100000}` });
    const { chat: sender } = await joinChat(baseUrl, 'demo', { token: alice.token });
    const { chat: reader } = await joinChat(baseUrl, 'demo');
    const text = unique('hello room');

    sender.send({ type: 'send', text: `  ${text}  `, clientId: 'c1' });
    const sent = await sender.next((f) => f.type === 'sent');
    expect(sent).toEqual({ type: 'sent', id: expect.any(String), clientId: 'c1' });
    for (const chat of [sender, reader]) {
      const frame = await chat.next(isMessageWith(text));
      expect(frame.message).toEqual({
        id: sent.id,
        name: expect.stringMatching(/^al\*\*\*\d$/),
        text,
        createdAt: expect.any(String),
      });
    }
    await settle();
    // Exactly one delivery per client: nothing further about this message is queued.
    expect(reader.received().filter(isMessageWith(text))).toEqual([]);
    expect(sender.received().filter(isMessageWith(text))).toEqual([]);

    const [row] = await rowsOf(alice);
    expect(row).toMatchObject({ body: text, language: 'TW', deleted_at: null });

    const later = await joinChat(baseUrl, 'demo');
    expect(later.history.at(-1)).toMatchObject({ id: sent.id, text });
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/chat-room/history',
      headers: { merchant: 'demo' },
    });
    expect(history.json().value.language).toBe('TW');
    expect(history.json().value.list.at(-1)).toMatchObject({ id: sent.id, text });
    for (const chat of [sender, reader, later.chat]) chat.close();
  });

  it('stores markup as plain text, exactly as sent', async () => {
    const member = await makeLoggedInMember(t);
    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    const text = '<img src=x onerror=alert(1)>';
    chat.send({ type: 'send', text });
    expect((await chat.next(isMessageWith(text))).message).toMatchObject({ text });
    expect((await rowsOf(member))[0]?.body).toBe(text);
    chat.close();
  });

  it('lets a guest read but not send', async () => {
    const { chat } = await joinChat(baseUrl, 'demo');
    chat.send({ type: 'send', text: 'guest here', clientId: 'g' });
    expect(await chat.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      code: 'NOT_LOGGED_IN',
      message: 'not_logged_in',
      clientId: 'g',
    });
    chat.send({ type: 'auth', token: 'x'.repeat(43) });
    expect(await chat.next((f) => f.type === 'error')).toMatchObject({ code: 'NOT_LOGGED_IN' });
    chat.close();
  });

  it('refuses bad frames with an error frame and keeps the connection', async () => {
    const member = await makeLoggedInMember(t);
    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    const bad = [
      'not json',
      JSON.stringify({ type: 'shout', text: 'hi' }),
      JSON.stringify({ type: 'send', text: '   ' }),
      JSON.stringify({ type: 'send', text: 'x'.repeat(201), clientId: 'long' }),
      JSON.stringify({ type: 'send' }),
      JSON.stringify([1, 2]),
    ];
    for (const frame of bad) {
      chat.sendRaw(frame);
      expect(await chat.next((f) => f.type === 'error')).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'validation_failed',
      });
    }
    chat.sendRaw(Buffer.from([1, 2, 3]));
    expect(await chat.next((f) => f.type === 'error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await rowsOf(member)).toEqual([]);
    // Still open and working: exactly 200 characters is accepted.
    chat.send({ type: 'send', text: 'y'.repeat(200) });
    await chat.next(isMessageWith('y'.repeat(200)));
    chat.close();
  });

  it('refuses a second message within 2 seconds with CHAT_RATE_LIMITED', async () => {
    const member = await makeLoggedInMember(t);
    const { chat } = await joinChat(baseUrl, 'demo', { token: member.token });
    chat.send({ type: 'send', text: 'first', clientId: '1' });
    chat.send({ type: 'send', text: 'second', clientId: '2' });
    expect(await chat.next((f) => f.type === 'sent')).toMatchObject({ clientId: '1' });
    expect(await chat.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      code: 'CHAT_RATE_LIMITED',
      message: 'chat_rate_limited',
      clientId: '2',
    });
    expect((await rowsOf(member)).map((r) => r.body)).toEqual(['first']);
    chat.close();
  });
});

describe('chat room: isolation', () => {
  it('keeps merchants and languages apart', async () => {
    const other = await makeOtherMerchant(t);
    const member = await makeLoggedInMember(t);
    const { chat: sender } = await joinChat(baseUrl, 'demo', { token: member.token });
    const { chat: sameRoom } = await joinChat(baseUrl, 'demo', { language: 'TW' });
    const { chat: english } = await joinChat(baseUrl, 'demo', { language: 'EN' });
    const { chat: otherMerchant, history } = await joinChat(baseUrl, other.code);
    expect(history).toEqual([]);
    const text = unique('tw only');
    sender.send({ type: 'send', text });
    await sameRoom.next(isMessageWith(text));
    await settle();
    expect(english.received().filter(isMessageWith(text))).toEqual([]);
    expect(otherMerchant.received().filter(isMessageWith(text))).toEqual([]);
    const englishHistory = await t.app.inject({
      method: 'GET',
      url: '/wps/chat-room/history?language=EN',
      headers: { merchant: 'demo' },
    });
    expect(englishHistory.json().value.list.map((m: { text: string }) => m.text)).not.toContain(text);
    // A member's session belongs to its merchant: it cannot sign in to another merchant's room.
    otherMerchant.send({ type: 'auth', token: member.token });
    expect(await otherMerchant.next((f) => f.type === 'error')).toMatchObject({ code: 'NOT_LOGGED_IN' });
    for (const chat of [sender, sameRoom, english, otherMerchant]) chat.close();
  });

  it('answers a bad language query with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/chat-room/history?language=XX',
      headers: { merchant: 'demo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('takes the merchant from the query when the client cannot set headers', async () => {
    const other = await makeOtherMerchant(t);
    const chat = connectChat(baseUrl, '', { merchant: other.code });
    expect(await chat.next((f) => f.type === 'ready')).toMatchObject({ history: [] });
    chat.close();
  });
});
