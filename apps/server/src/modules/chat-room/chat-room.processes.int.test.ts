import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInMember } from '../member/security-centre.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { joinChat, listenOnFreePort, settle, type TFrame } from './chat-room.factories.js';

// Two API processes on one database: only Redis pub/sub links them (in-process pub/sub is per app).
describe.runIf(Boolean(process.env.REDIS_URL))('chat room across processes (REDIS_URL)', () => {
  let first: TTestApp;
  let second: TTestApp;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { databaseUrl: first.databaseUrl });
    firstUrl = await listenOnFreePort(first);
    secondUrl = await listenOnFreePort(second);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers a message sent on one process to clients of both, once each', async () => {
    const member = await makeLoggedInMember(first);
    const { chat: sender } = await joinChat(firstUrl, 'demo', { token: member.token });
    const { chat: local } = await joinChat(firstUrl, 'demo');
    const { chat: remote } = await joinChat(secondUrl, 'demo');
    const text = `across ${Date.now()}`;
    const isIt = (f: TFrame) => f.type === 'message' && (f.message as { text: string }).text === text;

    sender.send({ type: 'send', text });
    for (const chat of [sender, local, remote]) await chat.next(isIt);
    await settle();
    for (const chat of [sender, local, remote]) expect(chat.received().filter(isIt)).toEqual([]);
    for (const chat of [sender, local, remote]) chat.close();
  });
});
