import { VendorWalletError } from '@kirin/contracts';
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

/** Bets, wins and rollbacks: idempotency, ordering surprises, refusals and concurrency. */
export function defineMoneyScenarios(s: () => TSuiteState): void {
  const betOf = (p: TPlayingPlayer, roundId: string, amount: number) => ({
    playerId: p.playerId,
    currency: p.session.currency,
    sessionToken: p.session.sessionToken,
    transactionId: s().newId('bet'),
    roundId,
    amount,
  });
  const winOf = (p: TPlayingPlayer, roundId: string, amount: number) => ({
    playerId: p.playerId,
    currency: p.session.currency,
    transactionId: s().newId('win'),
    roundId,
    amount,
  });
  const rollbackOf = (p: TPlayingPlayer, roundId: string, originalTransactionId: string) => ({
    playerId: p.playerId,
    currency: p.session.currency,
    transactionId: s().newId('rollback'),
    originalTransactionId,
    roundId,
  });

  describe('bets', () => {
    it('debits a duplicate bet once and answers the first answer again', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const bet = betOf(p, newId('round'), 2_500);
      const first = await client.bet(bet);
      expect(first).toMatchObject({ balance: 7_500, isDuplicate: false });
      expect(first.transactionId).not.toBeNull();
      const again = await client.bet(bet);
      expect(again).toEqual({ ...first, isDuplicate: true });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(7_500n);
      expect(await roundOf(server, p.memberId, bet.roundId)).toMatchObject({
        stake_minor: 2_500n,
        valid_bet_minor: 2_500n,
        payout_minor: 0n,
        status: 'OPEN',
        game_code: server.gameCode,
      });
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(1);
      // The same id for another amount is not a repeat: refused, nothing moves.
      await expectRefusal(client.bet({ ...bet, amount: 2_600 }), 'IDEMPOTENCY_KEY_REUSED');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(7_500n);
    });

    it('refuses insufficient funds with the balance, recording nothing', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(1_000n);
      const bet = betOf(p, newId('round'), 1_001);
      const refusal = await expectRefusal(client.bet(bet), 'INSUFFICIENT_FUNDS');
      expect(Number(refusal.details.balance)).toBe(1_000);
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(1_000n);
      expect(await roundOf(server, p.memberId, bet.roundId)).toBeUndefined();
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(0);
      // Nothing was kept of the refusal: the same id with an affordable amount is a new bet.
      expect(await client.bet({ ...bet, amount: 1_000 })).toMatchObject({ balance: 0, isDuplicate: false });
    });

    it('needs a live game session of the same player', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(5_000n);
      const other = await s().playing(5_000n);
      const round = newId('round');
      const stolen = { ...betOf(p, round, 100), sessionToken: other.session.sessionToken };
      await expectRefusal(client.bet(stolen), 'GAME_SESSION_INVALID');
      await endGameSession(server, p.session.sessionToken);
      await expectRefusal(client.bet(betOf(p, round, 100)), 'GAME_SESSION_INVALID');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(5_000n);
      expect(await ledgerBalanceOf(server, other.memberId)).toBe(5_000n);
      expect(await roundOf(server, p.memberId, round)).toBeUndefined();
    });

    it('never overdraws a player under 50 concurrent bets', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(2_550n);
      const round = newId('round');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => client.bet(betOf(p, round, 100))),
      );
      const accepted = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
      expect(accepted).toHaveLength(25);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(VendorWalletError);
        expect((reason as VendorWalletError).code).toBe('INSUFFICIENT_FUNDS');
      }
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(50n);
      expect(await roundOf(server, p.memberId, round)).toMatchObject({
        stake_minor: 2_500n,
        valid_bet_minor: 2_500n,
      });
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(25);
    });

    it('refuses a bet into a round a win has settled', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(5_000n);
      const round = newId('round');
      await client.bet(betOf(p, round, 1_000));
      await client.win(winOf(p, round, 0));
      await expectRefusal(client.bet(betOf(p, round, 1_000)), 'ROUND_SETTLED');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(4_000n);
      expect(await roundOf(server, p.memberId, round)).toMatchObject({
        stake_minor: 1_000n,
        status: 'SETTLED',
      });
    });
  });

  describe('wins', () => {
    it('credits a duplicate win once and settles the round', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      await client.bet(betOf(p, round, 1_000));
      const win = winOf(p, round, 3_000);
      const first = await client.win(win);
      expect(first).toMatchObject({ balance: 12_000, isDuplicate: false });
      expect(await client.win(win)).toEqual({ ...first, isDuplicate: true });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(12_000n);
      const settled = await roundOf(server, p.memberId, round);
      expect(settled).toMatchObject({ stake_minor: 1_000n, payout_minor: 3_000n, status: 'SETTLED' });
      expect(settled?.settled_at).toBeInstanceOf(Date);
      // A further win of the same round adds to its payout.
      await client.win(winOf(p, round, 500));
      expect(await roundOf(server, p.memberId, round)).toMatchObject({ payout_minor: 3_500n });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(12_500n);
    });

    it('refuses a win before its bet, and pays the retry once the bet is in', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      const win = winOf(p, round, 4_000);
      await expectRefusal(client.win(win), 'ROUND_NOT_FOUND');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(10_000n);
      expect(await roundOf(server, p.memberId, round)).toBeUndefined();
      expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(0);
      await client.bet(betOf(p, round, 1_000));
      expect(await client.win(win)).toMatchObject({ balance: 13_000, isDuplicate: false });
    });

    it("refuses a win past the round's payout ceiling, recording nothing, and pays what fits", async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      await client.bet(betOf(p, round, 1_000));
      await setPayoutMultiple(server, 5);
      try {
        const refusal = await expectRefusal(client.win(winOf(p, round, 5_001)), 'AMOUNT_ABOVE_MAXIMUM');
        expect(refusal.details.maximum).toBe('5000');
        expect(await ledgerBalanceOf(server, p.memberId)).toBe(9_000n);
        expect(await roundOf(server, p.memberId, round)).toMatchObject({ payout_minor: 0n, status: 'OPEN' });
        expect(await vendorTransactionsOf(server, p.memberId)).toHaveLength(1);
        expect(await client.win(winOf(p, round, 5_000))).toMatchObject({ balance: 14_000 });
      } finally {
        await setPayoutMultiple(server, null);
      }
    });

    it('accepts a win after the game session has ended', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      await client.bet(betOf(p, round, 1_000));
      await endGameSession(server, p.session.sessionToken);
      expect(await client.win(winOf(p, round, 2_000))).toMatchObject({ balance: 11_000 });
      expect(await roundOf(server, p.memberId, round)).toMatchObject({
        status: 'SETTLED',
        payout_minor: 2_000n,
      });
    });
  });

  describe('rollbacks', () => {
    it('refunds a bet once, however often and under whatever id the rollback comes', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      const bet = betOf(p, round, 4_000);
      await client.bet(bet);
      const rollback = rollbackOf(p, round, bet.transactionId);
      const first = await client.rollback(rollback);
      expect(first).toMatchObject({ balance: 10_000, isDuplicate: false });
      expect(first.transactionId).not.toBeNull();
      expect(await client.rollback(rollback)).toEqual({ ...first, isDuplicate: true });
      expect(await client.rollback(rollbackOf(p, round, bet.transactionId))).toEqual({
        ...first,
        isDuplicate: true,
      });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(10_000n);
      expect(await roundOf(server, p.memberId, round)).toMatchObject({
        stake_minor: 0n,
        status: 'CANCELLED',
      });
      const rows = await vendorTransactionsOf(server, p.memberId);
      expect(rows.find((r) => r.transaction_id === bet.transactionId)?.state).toBe('ROLLED_BACK');
      // The rolled-back bet sent again answers its first answer; it is not debited again.
      expect(await client.bet(bet)).toMatchObject({ isDuplicate: true });
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(10_000n);
    });

    it('acknowledges a rollback of an unknown bet and refuses that bet when it arrives', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      const lateBet = betOf(p, round, 3_000);
      const answer = await client.rollback(rollbackOf(p, round, lateBet.transactionId));
      expect(answer).toMatchObject({ balance: 10_000, transactionId: null, isDuplicate: false });
      await expectRefusal(client.bet(lateBet), 'TRANSACTION_ROLLED_BACK');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(10_000n);
      expect(await roundOf(server, p.memberId, round)).toBeUndefined();
      const tombstone = (await vendorTransactionsOf(server, p.memberId)).find(
        (r) => r.transaction_id === lateBet.transactionId,
      );
      expect(tombstone?.state).toBe('TOMBSTONE');
    });

    it('refuses a rollback once a win has settled the round', async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const round = newId('round');
      const bet = betOf(p, round, 2_000);
      await client.bet(bet);
      await client.win(winOf(p, round, 5_000));
      await expectRefusal(client.rollback(rollbackOf(p, round, bet.transactionId)), 'ROUND_SETTLED');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(13_000n);
      expect(await roundOf(server, p.memberId, round)).toMatchObject({
        stake_minor: 2_000n,
        payout_minor: 5_000n,
        status: 'SETTLED',
      });
      const rows = await vendorTransactionsOf(server, p.memberId);
      expect(rows.find((r) => r.transaction_id === bet.transactionId)?.state).toBe('APPLIED');
    });

    it("refuses a rollback of another player's bet", async () => {
      const { server, client, newId } = s();
      const p = await s().playing(10_000n);
      const other = await s().playing(10_000n);
      const round = newId('round');
      const bet = betOf(p, round, 2_000);
      await client.bet(bet);
      await expectRefusal(client.rollback(rollbackOf(other, round, bet.transactionId)), 'NOT_FOUND');
      expect(await ledgerBalanceOf(server, p.memberId)).toBe(8_000n);
      expect(await ledgerBalanceOf(server, other.memberId)).toBe(10_000n);
    });
  });
}
