import { createHash } from 'node:crypto';
import { baccaratReturnMinor, dealBaccarat, type TBaccaratBetKind } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../modules/member/security-centre.factories.js';
import { connectFeed, useLiveClock } from '../crash/live.factories.js';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { nextBaccaratRoundStart, settleBaccaratRounds } from './baccarat.factories.js';

let server: TInhouseTestServer;
const clock = useLiveClock();

beforeAll(async () => {
  server = await startInhouseTestServer();
  // The platform's catalogue lists the table as LIVE: its rounds are recorded in that category.
  await server.t.db
    .insertInto('game')
    .values({
      merchant_id: server.merchantId,
      vassalage: 'KIRIN',
      game_category: 'LIVE',
      code: 'KIRIN_BACCARAT',
      game_type: 'BACCARAT',
      names: JSON.stringify({ EN: 'Kirin Baccarat' }),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
});
afterAll(async () => server.t.close());

const baccaratPlayer = (fundsMinor = 100_000n) =>
  launchInhousePlayer(server, { fundsMinor, gameCode: 'KIRIN_BACCARAT' });
const call = (
  player: TInhousePlayer,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) =>
  server.t.app.inject({
    method,
    url: `/inhouse/baccarat${path}`,
    headers: { 'x-vendor-session': player.sessionToken },
    ...(payload ? { payload } : {}),
  });
const bet = (player: TInhousePlayer, kind: TBaccaratBetKind, betMinor: number) =>
  call(player, 'POST', '/api/bet', { kind, betMinor });
const seedOf = async (roundId: string) =>
  (
    await server.t.db
      .selectFrom('inhouse_baccarat_round')
      .select('server_seed')
      .where('round_number', '=', BigInt(roundId.slice(1)))
      .executeTakeFirstOrThrow()
  ).server_seed;

/** Moves the clock 1 s into a fresh round; answers its id and when it closes. */
function startRound(): { roundId: string; closesAt: number } {
  const opensAt = nextBaccaratRoundStart(clock.now());
  clock.set(opensAt + 1_000);
  return { roundId: `B${opensAt / 30_000}`, closesAt: opensAt + 20_000 };
}

describe('baccarat bets', () => {
  it('settles several bets of a player with one win: the sum of their returns for the dealt hand', async () => {
    const player = await baccaratPlayer();
    const { roundId, closesAt } = startRound();
    const stakes: [TBaccaratBetKind, number][] = [
      ['PLAYER', 1_000],
      ['BANKER', 2_000],
      ['TIE', 500],
      ['BANKER', 300],
    ];
    for (const [i, [kind, betMinor]] of stakes.entries()) {
      const placed = await bet(player, kind, betMinor);
      expect(placed.statusCode).toBe(200);
      expect(placed.json().value).toMatchObject({ roundId, kind, betMinor, seq: i + 1 });
    }
    expect(await mainBalanceOf(server, player.member.id)).toBe(96_200n);

    clock.set(closesAt);
    await settleBaccaratRounds(server.t.ctx, clock.now());
    const hand = await dealBaccarat(await seedOf(roundId), roundId);
    const payout = stakes.reduce(
      (sum, [kind, stake]) => sum + baccaratReturnMinor(kind, stake, hand.outcome),
      0,
    );
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(96_200 + payout));

    const moves = await server.t.db
      .selectFrom('vendor_transaction')
      .select(['transaction_id', 'kind', 'amount_minor'])
      .where('member_id', '=', player.member.id)
      .orderBy('created_at')
      .orderBy('transaction_id')
      .execute();
    const id = `${roundId}:${player.playerId}`;
    expect(moves).toEqual([
      { transaction_id: `${id}:1`, kind: 'BET', amount_minor: 1_000n },
      { transaction_id: `${id}:2`, kind: 'BET', amount_minor: 2_000n },
      { transaction_id: `${id}:3`, kind: 'BET', amount_minor: 500n },
      { transaction_id: `${id}:4`, kind: 'BET', amount_minor: 300n },
      { transaction_id: `${id}:win`, kind: 'WIN', amount_minor: BigInt(payout) },
    ]);
    const record = await server.t.db
      .selectFrom('bet_round')
      .selectAll()
      .where('member_id', '=', player.member.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      round_id: roundId,
      game_code: 'KIRIN_BACCARAT',
      game_category: 'LIVE',
      stake_minor: 3_800n,
      payout_minor: BigInt(payout),
      status: 'SETTLED',
    });

    const state = (await call(player, 'GET', '/api/state')).json().value;
    expect(state).toMatchObject({ roundId, phase: 'DEALT', hand, myPayoutMinor: payout });
    expect(state.myBets).toHaveLength(4);
  });

  it('pays the banker with its commission and pushes player and banker on a tie', () => {
    expect(baccaratReturnMinor('BANKER', 1_001, 'BANKER')).toBe(1_001 + 950);
    expect(baccaratReturnMinor('PLAYER', 1_000, 'TIE')).toBe(1_000);
    expect(baccaratReturnMinor('TIE', 1_000, 'BANKER')).toBe(0);
  });

  it('refuses bets once the 20 s are over, and malformed bets, moving nothing', async () => {
    const player = await baccaratPlayer();
    const { closesAt } = startRound();
    expectFailure(await bet(player, 'SIDE' as TBaccaratBetKind, 1_000), 400, 'VALIDATION_FAILED');
    expectFailure(await bet(player, 'PLAYER', 99), 400, 'VALIDATION_FAILED');
    clock.set(closesAt);
    expectFailure(await bet(player, 'PLAYER', 1_000), 409, 'INVALID_STATE', { round: 'betting_closed' });
    expect(await mainBalanceOf(server, player.member.id)).toBe(100_000n);
  });

  it('answers insufficient funds with the balance', async () => {
    const player = await baccaratPlayer(1_000n);
    startRound();
    expect((await bet(player, 'TIE', 600)).statusCode).toBe(200);
    expectFailure(await bet(player, 'TIE', 600), 400, 'INSUFFICIENT_FUNDS', { balance: '400' });
    expect((await bet(player, 'TIE', 400)).json().value).toMatchObject({ seq: 2, balance: 0 });
  });
});

describe('baccarat table', () => {
  it('shows every seated player and the bets on each spot live, then the hand and seed after the deal', async () => {
    const [alice, bob] = [await baccaratPlayer(), await baccaratPlayer()];
    const { roundId, closesAt } = startRound();
    const aliceFeed = connectFeed(server, '/inhouse/baccarat/ws', alice.sessionToken);
    const bobFeed = connectFeed(server, '/inhouse/baccarat/ws', bob.sessionToken);
    const seated = await aliceFeed.next((m) => (m.seats as unknown[]).length === 2);
    expect(seated).toMatchObject({
      type: 'state',
      roundId,
      phase: 'BETTING',
      hand: null,
      serverSeed: null,
      closesAt,
    });
    expect((seated.seats as { isMe: boolean }[]).filter((s) => s.isMe)).toHaveLength(1);

    await bet(bob, 'BANKER', 2_000);
    await bet(bob, 'TIE', 100);
    // A state may go out between the two bets: wait for the one that carries the second.
    const withBets = await aliceFeed.next(
      (m) => (m.totals as { TIE: { betMinor: number } }).TIE.betMinor > 0,
    );
    expect(withBets.totals).toEqual({
      PLAYER: { betMinor: 0, players: 0 },
      BANKER: { betMinor: 2_000, players: 1 },
      TIE: { betMinor: 100, players: 1 },
    });
    expect(withBets.myBets).toEqual([]);
    expect((await bobFeed.next((m) => (m.myBets as unknown[]).length === 2)).myBets).toEqual([
      { kind: 'BANKER', betMinor: 2_000 },
      { kind: 'TIE', betMinor: 100 },
    ]);

    clock.set(closesAt + 1);
    const dealt = await aliceFeed.next((m) => m.phase === 'DEALT');
    const seed = dealt.serverSeed as string;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(seated.serverSeedHash);
    expect(dealt.hand).toEqual(await dealBaccarat(seed, roundId));

    bobFeed.close();
    await bobFeed.closed;
    const alone = await aliceFeed.next((m) => (m.seats as unknown[]).length === 1);
    expect(alone.seats).toEqual([{ player: expect.stringMatching(/\*\*\*/), isMe: true }]);
    aliceFeed.close();
    await aliceFeed.closed;
  });

  it('publishes the seed hash before the deal, and the seed and hand on the fairness API after it', async () => {
    const player = await baccaratPlayer();
    const { roundId, closesAt } = startRound();
    const state = (await call(player, 'GET', '/api/state')).json().value;
    const fair = () => server.t.app.inject({ method: 'GET', url: `/inhouse/api/fair/rounds/${roundId}` });
    expect((await fair()).json().value).toMatchObject({
      roundId,
      gameCode: 'KIRIN_BACCARAT',
      serverSeedHash: state.serverSeedHash,
      serverSeed: null,
      result: null,
    });
    clock.set(closesAt);
    await settleBaccaratRounds(server.t.ctx, clock.now());
    const after = (await fair()).json().value;
    expect(after).toMatchObject({
      clientSeed: roundId,
      nonce: 0,
      result: await dealBaccarat(after.serverSeed, roundId),
    });
    const road = (await server.t.app.inject({ method: 'GET', url: '/inhouse/baccarat/api/history' })).json()
      .value;
    expect(road[0]).toMatchObject({ roundId, outcome: after.result.outcome });
  });
});
