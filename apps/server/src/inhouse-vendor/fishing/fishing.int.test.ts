import { FISHING_GAME_CODE, playFishingBatch } from '@kirin/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { sweepPendingFishingBatches } from './send-fishing-batch.js';

let server: TInhouseTestServer;

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let keys = 0;
const newKey = () => `batch-${process.pid}-${++keys}`;

const post = (player: TInhousePlayer, path: 'batch' | 'resume', body: unknown = {}) =>
  server.t.app.inject({
    method: 'POST',
    url: `/inhouse/api/fishing/${path}`,
    headers: { 'x-vendor-session': player.sessionToken },
    payload: body as Record<string, unknown>,
  });

const fishingPlayer = (fundsMinor: bigint) =>
  launchInhousePlayer(server, { fundsMinor, gameCode: FISHING_GAME_CODE });

/** Twenty shots: every fish, mostly cheap ones, so most batches both lose some and catch some. */
const SHOTS = Array.from({ length: 20 }, (_, i) => ({
  fish: (['CLOWNFISH', 'ANGELFISH', 'PUFFERFISH', 'CLOWNFISH', 'WHALE'] as const)[i % 5]!,
  bulletMinor: 10 + i,
}));
const SHOTS_BET = SHOTS.reduce((total, shot) => total + shot.bulletMinor, 0);

const batchRows = (playerId: string) =>
  server.t.db
    .selectFrom('inhouse_fishing_batch as b')
    .innerJoin('inhouse_seed_pair as p', 'p.id', 'b.seed_pair_id')
    .select(['b.batch_id', 'b.status', 'b.failure_code', 'b.bet_minor', 'b.payout_minor', 'b.nonce'])
    .select(['p.server_seed', 'b.client_seed', 'b.shots'])
    .where('b.player_id', '=', playerId)
    .orderBy('b.created_at')
    .execute();

const platformRounds = (memberId: bigint) =>
  server.t.db
    .selectFrom('bet_round')
    .select(['round_id', 'status', 'stake_minor', 'payout_minor', 'game_code'])
    .where('member_id', '=', memberId)
    .execute();

const walletCalls = (memberId: bigint) =>
  server.t.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'kind'])
    .where('member_id', '=', memberId)
    .execute();

/** Breaks the bet-and-win path: `lost` = the call lands but its answer never comes; `down` = it never lands. */
function breakBetAndWin(mode: 'lost' | 'down') {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/vendor-api/wallet/bet-and-win')) {
      if (mode === 'lost') await realFetch(input, init);
      throw new TypeError('fetch failed');
    }
    return realFetch(input, init);
  });
}

/** Ends the lease of the player's in-flight batches, as time passing would. */
const leaseLapses = (playerId: string) =>
  server.t.db
    .updateTable('inhouse_fishing_batch')
    .set({ retry_after: new Date(Date.now() - 1_000) })
    .where('player_id', '=', playerId)
    .where('status', '=', 'PENDING')
    .execute();

describe('in-house fishing batches', () => {
  it('settles a batch in one wallet call: the summed bullets debited, the server-decided catches credited', async () => {
    const player = await fishingPlayer(100_000n);
    const response = await post(player, 'batch', { batchKey: newKey(), shots: SHOTS });
    expect(response.statusCode).toBe(200);
    const answer = response.json().value;
    expect(answer).toMatchObject({ status: 'SETTLED', betMinor: SHOTS_BET, nonce: 0 });
    expect(answer.batchId).toMatch(/^F[0-9a-f]{16}$/);

    // The catches are the provably fair draws of the player's seed pair at this nonce, not the page's say.
    const [row] = await batchRows(player.playerId);
    const expected = await playFishingBatch(
      { serverSeed: row!.server_seed, clientSeed: row!.client_seed, nonce: 0 },
      SHOTS,
    );
    expect(answer.shots).toEqual(expected);
    const payout = expected.reduce((total, shot) => total + shot.payoutMinor, 0);
    expect(answer.payoutMinor).toBe(payout);
    expect(answer.balance).toBe(100_000 - SHOTS_BET + payout);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(100_000 - SHOTS_BET + payout));

    expect(row).toMatchObject({
      status: 'SETTLED',
      bet_minor: BigInt(SHOTS_BET),
      payout_minor: BigInt(payout),
    });
    expect(await platformRounds(player.member.id)).toEqual([
      {
        round_id: answer.batchId,
        status: 'SETTLED',
        stake_minor: BigInt(SHOTS_BET),
        payout_minor: BigInt(payout),
        game_code: FISHING_GAME_CODE,
      },
    ]);
    expect((await walletCalls(player.member.id)).map((c) => c.transaction_id).sort()).toEqual([
      `${answer.batchId}:bet`,
      `${answer.batchId}:win`,
    ]);

    // Anyone can look the batch up to recompute it; the server seed shows once the pair is rotated.
    const fair = (await server.t.app.inject({ url: `/inhouse/api/fair/rounds/${answer.batchId}` })).json();
    expect(fair.value).toMatchObject({
      roundId: answer.batchId,
      gameCode: FISHING_GAME_CODE,
      serverSeed: null,
      serverSeedHash: answer.serverSeedHash,
      nonce: 0,
      result: { shots: expected },
    });

    // The same batch sent again (a lost answer, a double send) answers the same batch and moves nothing.
    const batchKey = newKey();
    const first = (await post(player, 'batch', { batchKey, shots: SHOTS.slice(0, 3) })).json().value;
    const again = await Promise.all([
      post(player, 'batch', { batchKey, shots: SHOTS.slice(0, 3) }),
      post(player, 'batch', { batchKey, shots: SHOTS.slice(0, 3) }),
    ]);
    for (const resent of again) expect(resent.json().value).toEqual(first);
    expect(first.nonce).toBe(1);
    expect(await batchRows(player.playerId)).toHaveLength(2);
    expect(await walletCalls(player.member.id)).toHaveLength(4);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(first.balance));
  });

  it('refuses a batch above the balance with the balance, moving nothing', async () => {
    const player = await fishingPlayer(100n);
    const response = await post(player, 'batch', { batchKey: newKey(), shots: SHOTS });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      details: { balance: '100' },
    });
    expect(await mainBalanceOf(server, player.member.id)).toBe(100n);
    expect(await platformRounds(player.member.id)).toEqual([]);
    expect(await walletCalls(player.member.id)).toEqual([]);
    expect(await batchRows(player.playerId)).toMatchObject([
      { status: 'REFUSED', failure_code: 'INSUFFICIENT_FUNDS' },
    ]);
  });

  it('refuses malformed shots and another game’s session, storing nothing', async () => {
    const player = await fishingPlayer(10_000n);
    for (const body of [
      { batchKey: newKey(), shots: [] },
      { batchKey: newKey(), shots: [{ fish: 'KRAKEN', bulletMinor: 10 }] },
      { batchKey: newKey(), shots: [{ fish: 'WHALE', bulletMinor: 0 }] },
      { batchKey: newKey(), shots: Array.from({ length: 21 }, () => SHOTS[0]) },
      { batchKey: 'x', shots: SHOTS },
    ]) {
      const response = await post(player, 'batch', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const slotPlayer = await launchInhousePlayer(server, { fundsMinor: 10_000n, gameCode: 'KIRIN_SLOT' });
    const wrongGame = await post(slotPlayer, 'batch', { batchKey: newKey(), shots: SHOTS });
    expect(wrongGame.json()).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
    expect(await batchRows(player.playerId)).toEqual([]);
    expect(await batchRows(slotPlayer.playerId)).toEqual([]);
  });

  it('settles on reconnect a batch whose answer was lost, exactly once', async () => {
    const player = await fishingPlayer(10_000n);
    breakBetAndWin('lost');
    const inFlight = (await post(player, 'batch', { batchKey: newKey(), shots: SHOTS })).json().value;
    expect(inFlight).toMatchObject({ status: 'PENDING', balance: null });
    vi.restoreAllMocks();
    const afterBatch = 10_000 - SHOTS_BET + inFlight.payoutMinor;
    // The call had landed: the platform applied it once, even though the vendor never heard back.
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(afterBatch));

    // The page reconnects once the request's own hold on the batch is over.
    await leaseLapses(player.playerId);
    const resumed = (await post(player, 'resume')).json().value;
    expect(resumed).toMatchObject({ refused: [], pending: [] });
    expect(resumed.settled).toEqual([{ ...inFlight, status: 'SETTLED', balance: afterBatch }]);
    expect(await batchRows(player.playerId)).toMatchObject([{ status: 'SETTLED' }]);
    expect(await walletCalls(player.member.id)).toHaveLength(2);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(afterBatch));
    // Nothing left in flight: a second reconnect sends nothing.
    expect((await post(player, 'resume')).json().value).toEqual({ settled: [], refused: [], pending: [] });
  });

  it('keeps a batch the platform never received in flight until the sweeper lands it once', async () => {
    const player = await fishingPlayer(10_000n);
    breakBetAndWin('down');
    const inFlight = (await post(player, 'batch', { batchKey: newKey(), shots: SHOTS })).json().value;
    expect(inFlight).toMatchObject({ status: 'PENDING', balance: null });
    expect(await mainBalanceOf(server, player.member.id)).toBe(10_000n);
    // A reconnect while the platform is still down: reported in flight, nothing moved.
    await leaseLapses(player.playerId);
    expect((await post(player, 'resume')).json().value).toEqual({
      settled: [],
      refused: [],
      pending: [inFlight.batchId],
    });
    vi.restoreAllMocks();

    await leaseLapses(player.playerId);
    // Two processes sweeping at once (the app's own timer may be a third): one of them lands it.
    await Promise.all([sweepPendingFishingBatches(server.t.ctx), sweepPendingFishingBatches(server.t.ctx)]);
    const afterBatch = 10_000 - SHOTS_BET + inFlight.payoutMinor;
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(afterBatch));
    expect(await batchRows(player.playerId)).toMatchObject([{ status: 'SETTLED' }]);
    expect(await platformRounds(player.member.id)).toMatchObject([
      { round_id: inFlight.batchId, status: 'SETTLED', stake_minor: BigInt(SHOTS_BET) },
    ]);
    // The page's resend of that batch now answers it settled, and a later sweep pays nothing twice.
    await leaseLapses(player.playerId);
    await sweepPendingFishingBatches(server.t.ctx);
    expect(await walletCalls(player.member.id)).toHaveLength(2);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(afterBatch));
  });
});
