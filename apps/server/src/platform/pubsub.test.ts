import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createPubSub, type TPubSub } from './pubsub.js';

// The Redis path runs when the suite has REDIS_URL (the second server run of .ci/run); in-process always.
const redisUrl = process.env.REDIS_URL;
const opened: { pubsub: TPubSub; redis?: Redis }[] = [];
afterEach(async () => {
  for (const { pubsub, redis } of opened.splice(0)) {
    await pubsub.close();
    redis?.disconnect();
  }
});

function open(withRedis: boolean): TPubSub {
  const redis = withRedis && redisUrl ? new Redis(redisUrl) : undefined;
  const pubsub = createPubSub(redis);
  opened.push({ pubsub, redis });
  return pubsub;
}

const nextMessage = (pubsub: TPubSub, channel: string) =>
  new Promise<string>((resolve) => {
    const stop = pubsub.subscribe(channel, (m) => {
      stop();
      resolve(m);
    });
  });

describe('in-process pub/sub', () => {
  it('delivers to every subscriber of the channel once, and not after unsubscribing', async () => {
    const bus = open(false);
    const heard: string[] = [];
    const stopA = bus.subscribe('room', (m) => heard.push(`a:${m}`));
    bus.subscribe('room', (m) => heard.push(`b:${m}`));
    bus.subscribe('other', (m) => heard.push(`other:${m}`));
    await bus.publish('room', 'hello');
    stopA();
    await bus.publish('room', 'again');
    expect(heard).toEqual(['a:hello', 'b:hello', 'b:again']);
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const bus = open(false);
    const heard: string[] = [];
    bus.subscribe('room', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('room', (m) => heard.push(m));
    await bus.publish('room', 'still here');
    expect(heard).toEqual(['still here']);
  });
});

describe.runIf(redisUrl)('Redis pub/sub', () => {
  it('carries a message from one process to another, and back to the sender once', async () => {
    const a = open(true);
    const b = open(true);
    const channel = `test:${Date.now()}:${Math.random()}`;
    const heardByA: string[] = [];
    a.subscribe(channel, (m) => heardByA.push(m));
    const atB = nextMessage(b, channel);
    // Subscriptions are asynchronous on the wire: publish until the other side hears.
    let received: string | undefined;
    void atB.then((m) => (received = m));
    for (let i = 0; i < 50 && received === undefined; i++) {
      await a.publish(channel, 'across');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await atB).toBe('across');
    expect(heardByA.length).toBeGreaterThan(0);
    expect(new Set(heardByA)).toEqual(new Set(['across']));
  });
});
