import { createHash } from 'node:crypto';
import {
  type TInhouseFairRound,
  type TInhouseSeedPair,
  type TInhouseSeedRotation,
  type TSlotSpinAnswer,
  spinSlot,
} from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageSlotRounds,
  launchInhousePlayer,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';

let server: TInhouseTestServer;

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());

const call = (player: TInhousePlayer | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.t.app.inject({
    method,
    url: `/inhouse/api${url}`,
    headers: player ? { 'x-vendor-session': player.sessionToken } : {},
    ...(payload ? { payload } : {}),
  });
async function valueOf<T>(response: ReturnType<typeof call>): Promise<T> {
  return (await response).json<{ value: T }>().value;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const slotPlayer = () => launchInhousePlayer(server, { fundsMinor: 100_000n, gameCode: 'KIRIN_SLOT' });

describe('in-house provably fair seeds', () => {
  it('reveals a seed on rotation whose hash is the one shown, and every past round recomputes from it', async () => {
    const player = await slotPlayer();
    const before = await valueOf<TInhouseSeedPair>(call(player, 'GET', '/fair/seed'));
    expect(before).toMatchObject({ nonce: 0 });
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const chosen = await valueOf<TInhouseSeedPair>(
      call(player, 'PUT', '/fair/client-seed', { clientSeed: 'my-lucky-seed' }),
    );
    // A new client seed keeps the committed server seed and the nonce.
    expect(chosen).toEqual({ serverSeedHash: before.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: 0 });

    const rounds: TSlotSpinAnswer[] = [];
    for (const betMinor of [1_000, 2_000, 500]) {
      rounds.push(await valueOf<TSlotSpinAnswer>(call(player, 'POST', '/slot/spin', { betMinor })));
      await ageSlotRounds(server, player.playerId);
    }
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    expect(await valueOf<TInhouseSeedPair>(call(player, 'GET', '/fair/seed'))).toMatchObject({ nonce: 3 });
    const hidden = await valueOf<TInhouseFairRound>(call(null, 'GET', `/fair/rounds/${rounds[0]!.roundId}`));
    expect(hidden).toMatchObject({
      serverSeed: null,
      serverSeedHash: before.serverSeedHash,
      clientSeed: 'my-lucky-seed',
    });

    const { previous, current } = await valueOf<TInhouseSeedRotation>(call(player, 'POST', '/fair/rotate'));
    expect(sha256(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(previous).toMatchObject({ serverSeedHash: before.serverSeedHash, nonceCount: 3 });
    expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(await valueOf<TInhouseSeedPair>(call(player, 'GET', '/fair/seed'))).toEqual(current);

    for (const round of rounds) {
      const view = await valueOf<TInhouseFairRound>(call(null, 'GET', `/fair/rounds/${round.roundId}`));
      expect(view).toMatchObject({
        roundId: round.roundId,
        gameCode: 'KIRIN_SLOT',
        serverSeed: previous.serverSeed,
        clientSeed: 'my-lucky-seed',
        nonce: round.nonce,
        betMinor: round.betMinor,
        payoutMinor: round.payoutMinor,
      });
      const recomputed = await spinSlot(
        { serverSeed: previous.serverSeed, clientSeed: 'my-lucky-seed', nonce: round.nonce },
        round.betMinor,
      );
      expect(recomputed).toEqual(round.spin);
      expect(view.result).toEqual(recomputed);
    }

    const afterRotation = await valueOf<TSlotSpinAnswer>(
      call(player, 'POST', '/slot/spin', { betMinor: 100 }),
    );
    expect(afterRotation).toMatchObject({ nonce: 0, serverSeedHash: current.serverSeedHash });
    const history = (await valueOf<{ list: TInhouseFairRound[] }>(call(player, 'GET', '/fair/history'))).list;
    expect(history.map((r) => r.roundId)).toEqual([
      afterRotation.roundId,
      ...rounds.map((r) => r.roundId).reverse(),
    ]);
    expect(history[0]!.serverSeed).toBeNull();
    expect(history[1]!.serverSeed).toBe(previous.serverSeed);
  });

  it("keeps each player's seeds their own", async () => {
    const alice = await slotPlayer();
    const bob = await slotPlayer();
    const aliceSeed = await valueOf<TInhouseSeedPair>(call(alice, 'GET', '/fair/seed'));
    await call(bob, 'POST', '/fair/rotate');
    await call(bob, 'PUT', '/fair/client-seed', { clientSeed: 'bob-seed' });
    expect(await valueOf<TInhouseSeedPair>(call(alice, 'GET', '/fair/seed'))).toEqual(aliceSeed);
    await valueOf<TSlotSpinAnswer>(call(bob, 'POST', '/slot/spin', { betMinor: 100 }));
    expect((await valueOf<{ list: TInhouseFairRound[] }>(call(alice, 'GET', '/fair/history'))).list).toEqual(
      [],
    );
  });

  it('refuses bad client seeds, unknown rounds and calls without a session', async () => {
    const player = await slotPlayer();
    for (const clientSeed of ['', 'x'.repeat(65), 'has space', 42]) {
      const response = await call(player, 'PUT', '/fair/client-seed', { clientSeed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const unknown = await call(null, 'GET', '/fair/rounds/S0000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'ROUND_NOT_FOUND' });
    expect((await call(null, 'GET', '/fair/rounds/Z123')).json()).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    expect((await call(null, 'GET', '/fair/rounds/not-a-round')).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/fair/seed'],
      ['POST', '/fair/rotate'],
      ['GET', '/fair/history'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'GAME_SESSION_INVALID' });
    }
  });
});
