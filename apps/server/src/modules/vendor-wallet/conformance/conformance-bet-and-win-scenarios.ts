import { describe, expect, it } from 'vitest';
import {
  endGameSession,
  expectRefusal,
  ledgerBalanceOf,
  roundOf,
  setPayoutMultiple,
  vendorTransactionsOf,
} from './conformance-probes.js';
import type { TPlayingPlayer, TSuiteState } from './vendor-conformance.js';

/** bet-and-win: both legs or neither, once, whatever is resent. */
export function defineBetAndWinScenarios(s: () => TSuiteState): void {
  const batchOf = (p: TPlayingPlayer, betAmount: number, winAmount: number) => ({
    playerId: p.playerId,
    currency: p.session.currency,
    sessionToken: p.session.sessionToken,
    roundId: s().newId('batch'),
    betTransactionId: s().newId('batch-bet'),
    betAmount,
    winTransactionId: s().newId('batch-win'),
    winAmount,
  });

  describe('bet-and-win', () => {
    it('debits the bet and credits the win once, settling the round; a repeat answers the first answer', async () => {
      const { server, client } = s();
      const p = await s().playing(10_000n);
      const batch = batchOf(p, 1_200, 3_000);
      const first = await client.betAndWin(batch);
      expect(first).toMatchObject({ balance: 11_800, isDuplicate: false });
      expect(first.transactionId).not.toBeNull();
      expect(await client.betAndWin(batch)).toEqual({ ...first, isDuplicate: true });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(11_800n);
      expect(await roundOf(server, p.memberId, batch.roundId)).toMatchObject({
        stake_minor: 1_200n,
        payout_minor: 3_000n,
        status: 'SETTLED',
        game_code: server.gameCode,
      });
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(2);
      // The same ids for another win are not a repeat: refused, nothing moves.
      await expectRefusal(client.betAndWin({ ...batch, winAmount: 3_100 }), 'IDEMPOTENCY_KEY_REUSED');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(11_800n);
    });

    it('settles a losing batch (win 0) with the bet alone', async () => {
      const { server, client } = s();
      const p = await s().playing(1_000n);
      const batch = batchOf(p, 400, 0);
      expect(await client.betAndWin(batch)).toMatchObject({ balance: 600, isDuplicate: false });
      expect(await roundOf(server, p.memberId, batch.roundId)).toMatchObject({
        stake_minor: 400n,
        payout_minor: 0n,
        status: 'SETTLED',
      });
    });

    it('refuses insufficient funds with the balance, recording neither leg', async () => {
      const { server, client } = s();
      const p = await s().playing(1_000n);
      const batch = batchOf(p, 1_001, 5_000);
      const refusal = await expectRefusal(client.betAndWin(batch), 'INSUFFICIENT_FUNDS');
      expect(Number(refusal.details.balance)).toBe(1_000);
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(1_000n);
      expect(await roundOf(server, p.memberId, batch.roundId)).toBeUndefined();
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(0);
    });

    it('undoes the bet too when the win is over the payout ceiling', async () => {
      const { server, client } = s();
      const p = await s().playing(1_000n);
      await setPayoutMultiple(server, 10);
      try {
        const batch = batchOf(p, 100, 1_001);
        await expectRefusal(client.betAndWin(batch), 'AMOUNT_ABOVE_MAXIMUM');
        expect(await ledgerBalanceOf(server, p.memberId)).toBe(1_000n);
        expect(await roundOf(server, p.memberId, batch.roundId)).toBeUndefined();
        expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(0);
      } finally {
        await setPayoutMultiple(server, null);
      }
    });

    it('needs a live session for a new batch, but answers a repeat after the session ended', async () => {
      const { server, client } = s();
      const p = await s().playing(5_000n);
      const landed = batchOf(p, 500, 1_000);
      const first = await client.betAndWin(landed);
      await endGameSession(server, p.session.sessionToken);
      expect(await client.betAndWin(landed)).toEqual({ ...first, isDuplicate: true });
      const late = batchOf(p, 500, 1_000);
      await expectRefusal(client.betAndWin(late), 'GAME_SESSION_INVALID');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(5_500n);
      expect(await roundOf(server, p.memberId, late.roundId)).toBeUndefined();
    });

    it('applies one of the same batch sent 10 times at once', async () => {
      const { server, client } = s();
      const p = await s().playing(2_000n);
      const batch = batchOf(p, 700, 1_400);
      const answers = await Promise.all(Array.from({ length: 10 }, () => client.betAndWin(batch)));
      expect(answers.filter((a) => !a.isDuplicate)).toHaveLength(1);
      expect(answers.every((a) => a.balance === 2_700)).toBe(true);
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(2_700n);
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(2);
    });
  });
}
