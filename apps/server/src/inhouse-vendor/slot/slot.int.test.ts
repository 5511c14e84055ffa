import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ageSlotRounds,
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { sweepPendingSlotRounds } from './slot-retry-sweeper.js';

let server: TInhouseTestServer;

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const spin = (player: TInhousePlayer, body: unknown) =>
  server.t.app.inject({
    method: 'POST',
    url: '/inhouse/api/slot/spin',
    headers: { 'x-vendor-session': player.sessionToken },
    payload: body as Record<string, unknown>,
  });

const roundRow = (roundId: string) =>
  server.t.db
    .selectFrom('inhouse_slot_round')
    .selectAll()
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

const slotPlayer = (fundsMinor: bigint) =>
  launchInhousePlayer(server, { fundsMinor, gameCode: 'KIRIN_SLOT' });

/** Makes the platform unreachable for one wallet path: `lost` = the call lands but its answer never comes. */
function breakPlatformPath(path: 'bet' | 'win', mode: 'refused' | 'lost') {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith(`/vendor-api/wallet/${path}`)) {
      if (mode === 'lost') await realFetch(input, init);
      throw new TypeError('fetch failed');
    }
    return realFetch(input, init);
  });
}

describe('in-house slot spin', () => {
  it('takes the stake and pays the win through the platform, and settles the round on both sides', async () => {
    const player = await slotPlayer(100_000n);
    const first = await spin(player, { betMinor: 1_000 });
    expect(first.statusCode).toBe(200);
    const answer = first.json().value;
    expect(answer).toMatchObject({ status: 'SETTLED', betMinor: 1_000, nonce: 0 });
    expect(answer.roundId).toMatch(/^S[0-9a-f]{16}$/);
    expect(answer.spin.grid).toHaveLength(5);
    expect(answer.payoutMinor).toBe(answer.spin.payoutMinor);
    const expected = 100_000 - 1_000 + answer.payoutMinor;
    expect(answer.balance).toBe(expected);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(expected));

    const round = await roundRow(answer.roundId);
    expect(round).toMatchObject({ status: 'SETTLED', is_bet_placed: true, bet_minor: 1_000n, nonce: 0 });
    expect(round.payout_minor).toBe(BigInt(answer.payoutMinor));
    const betRound = await server.t.db
      .selectFrom('bet_round')
      .select(['status', 'stake_minor', 'payout_minor', 'game_code'])
      .where('round_id', '=', answer.roundId)
      .executeTakeFirstOrThrow();
    expect(betRound).toEqual({
      status: 'SETTLED',
      stake_minor: 1_000n,
      payout_minor: BigInt(answer.payoutMinor),
      game_code: 'KIRIN_SLOT',
    });

    await ageSlotRounds(server, player.playerId);
    const second = (await spin(player, { betMinor: 500 })).json().value;
    expect(second.nonce).toBe(1);
    expect(second.roundId).not.toBe(answer.roundId);
    expect(second.balance).toBe(expected - 500 + second.payoutMinor);
  });

  it('refuses a stake above the balance with the balance, moving nothing', async () => {
    const player = await slotPlayer(50n);
    const response = await spin(player, { betMinor: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      details: { balance: '50' },
    });
    expect(await mainBalanceOf(server, player.member.id)).toBe(50n);
    const rounds = await server.t.db
      .selectFrom('inhouse_slot_round')
      .select(['status', 'failure_code'])
      .where('player_id', '=', player.playerId)
      .execute();
    expect(rounds).toEqual([{ status: 'REFUSED', failure_code: 'INSUFFICIENT_FUNDS' }]);
  });

  it('holds spins of one player at least 2.5 s apart, without spending a nonce', async () => {
    const player = await slotPlayer(10_000n);
    expect((await spin(player, { betMinor: 100 })).statusCode).toBe(200);
    const tooSoon = await spin(player, { betMinor: 100 });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    await ageSlotRounds(server, player.playerId);
    const later = await spin(player, { betMinor: 100 });
    expect(later.json().value.nonce).toBe(1);
  });

  it('lets two simultaneous presses make one round only', async () => {
    const player = await slotPlayer(10_000n);
    const answers = await Promise.all([spin(player, { betMinor: 100 }), spin(player, { betMinor: 100 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
  });

  it('answers a repeated press (same client round key) with the same round, debiting once', async () => {
    const player = await slotPlayer(10_000n);
    const body = { betMinor: 200, clientRoundKey: 'press-0001-abcdef' };
    const first = (await spin(player, body)).json().value;
    const again = await spin(player, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ roundId: first.roundId, balance: first.balance, nonce: 0 });
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(first.balance));
  });

  it('refuses bad input with the validation envelope and a missing or foreign session', async () => {
    const player = await slotPlayer(10_000n);
    for (const body of [
      { betMinor: 15 },
      { betMinor: -10 },
      { betMinor: 0 },
      { betMinor: 10_000_000 },
      { betMinor: '100' },
      {},
    ]) {
      const response = await spin(player, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const anonymous = await server.t.app.inject({
      method: 'POST',
      url: '/inhouse/api/slot/spin',
      payload: { betMinor: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'GAME_SESSION_INVALID' });
    const crashPlayer = await launchInhousePlayer(server, { fundsMinor: 10_000n, gameCode: 'KIRIN_CRASH' });
    expect((await spin(crashPlayer, { betMinor: 100 })).json()).toMatchObject({
      code: 'GAME_SESSION_INVALID',
    });
    expect(await mainBalanceOf(server, player.member.id)).toBe(10_000n);
  });

  it('re-sends a win whose answer never came until the platform takes it', async () => {
    const player = await slotPlayer(10_000n);
    breakPlatformPath('win', 'refused');
    const response = await spin(player, { betMinor: 1_000 });
    expect(response.statusCode).toBe(200);
    const answer = response.json().value;
    expect(answer).toMatchObject({ status: 'PENDING', balance: null });
    expect(await mainBalanceOf(server, player.member.id)).toBe(9_000n);
    expect(await roundRow(answer.roundId)).toMatchObject({ status: 'PENDING', is_bet_placed: true });

    vi.restoreAllMocks();
    await server.t.db
      .updateTable('inhouse_slot_round')
      .set({ retry_after: new Date(Date.now() - 1000) })
      .where('round_id', '=', answer.roundId)
      .execute();
    await sweepPendingSlotRounds(server.t.ctx);
    expect(await roundRow(answer.roundId)).toMatchObject({ status: 'SETTLED' });
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(9_000 + answer.payoutMinor));
    // A second sweep finds nothing to do and pays nothing twice.
    await sweepPendingSlotRounds(server.t.ctx);
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(9_000 + answer.payoutMinor));
  });

  it('rolls back a bet whose answer was lost, refunding the stake', async () => {
    const player = await slotPlayer(10_000n);
    breakPlatformPath('bet', 'lost');
    const response = await spin(player, { betMinor: 1_000 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    const [round] = await server.t.db
      .selectFrom('inhouse_slot_round')
      .select(['round_id', 'status', 'failure_code'])
      .where('player_id', '=', player.playerId)
      .execute();
    expect(round).toMatchObject({ status: 'ROLLED_BACK', failure_code: 'TRANSPORT' });
    // The bet did land at the platform, and the rollback refunded it.
    const bet = await server.t.db
      .selectFrom('vendor_transaction')
      .select('state')
      .where('transaction_id', '=', `${round!.round_id}:bet`)
      .executeTakeFirstOrThrow();
    expect(bet.state).toBe('ROLLED_BACK');
    expect(await mainBalanceOf(server, player.member.id)).toBe(10_000n);
  });
});
