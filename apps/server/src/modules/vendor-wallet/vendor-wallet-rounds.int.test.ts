import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { callVendorApi, makeVendor, makeVendorPlayer, type TTestVendor } from './vendor-wallet.factories.js';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function roundRow(vendor: TTestVendor, memberId: bigint, roundId: string) {
  return t.db
    .selectFrom('bet_round')
    .selectAll()
    .where('vassalage', '=', vendor.vendorCode)
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

describe('bet rounds from vendor calls', () => {
  it("takes the round's category from the game, else the vendor's lane, else RNG; the game from the session", async () => {
    const vendor = await makeVendor(t, { lane: 'FISH', game: { code: 'TABLE_1', category: 'LIVE' } });
    const p = await makeVendorPlayer(t, vendor, 10_000n, { gameCode: 'SESSION_GAME' });
    const bet = (roundId: string, gameCode?: string) =>
      callVendorApi(t, vendor, 'bet', {
        ...p.bet,
        transactionId: `b-${roundId}`,
        roundId,
        amount: 100,
        gameCode,
      });
    await bet('r-live', 'TABLE_1');
    await bet('r-lane', 'UNKNOWN_GAME');
    await bet('r-session');
    expect(await roundRow(vendor, p.member.id, 'r-live')).toMatchObject({
      game_category: 'LIVE',
      game_code: 'TABLE_1',
    });
    expect(await roundRow(vendor, p.member.id, 'r-lane')).toMatchObject({ game_category: 'FISH' });
    expect(await roundRow(vendor, p.member.id, 'r-session')).toMatchObject({
      game_category: 'FISH',
      game_code: 'SESSION_GAME',
      currency: 'VND',
      status: 'OPEN',
    });
    const bare = await makeVendor(t);
    const q = await makeVendorPlayer(t, bare, 1_000n);
    await callVendorApi(t, bare, 'bet', {
      ...q.bet,
      transactionId: 'b-bare',
      roundId: 'r-bare',
      amount: 100,
    });
    expect(await roundRow(bare, q.member.id, 'r-bare')).toMatchObject({
      game_category: 'RNG',
      game_code: null,
    });
  });

  it('reduces the stake by a rolled-back bet, cancels the round when none is left, and reopens it on a new bet', async () => {
    const vendor = await makeVendor(t);
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    const bet = (id: string, amount: number) =>
      callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: id, roundId: 'r', amount });
    const rollback = (id: string, original: string) =>
      callVendorApi(t, vendor, 'rollback', {
        ...p.base,
        transactionId: id,
        originalTransactionId: original,
        roundId: 'r',
      });
    await bet('b-1', 1_000);
    await bet('b-2', 2_000);
    expect((await rollback('rb-1', 'b-1')).json()).toMatchObject({ value: { balance: 8_000 } });
    expect(await roundRow(vendor, p.member.id, 'r')).toMatchObject({ stake_minor: 2_000n, status: 'OPEN' });
    await rollback('rb-2', 'b-2');
    expect(await roundRow(vendor, p.member.id, 'r')).toMatchObject({ stake_minor: 0n, status: 'CANCELLED' });
    // No live bet is left to pay.
    const win = await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: 'w-1',
      roundId: 'r',
      amount: 500,
    });
    expectFailure(win, 404, 'ROUND_NOT_FOUND');
    await bet('b-3', 300);
    expect(await roundRow(vendor, p.member.id, 'r')).toMatchObject({ stake_minor: 300n, status: 'OPEN' });
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(9_700n);
  });

  it('refunds once when two rollbacks of one bet race, under different ids', async () => {
    const vendor = await makeVendor(t);
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    await callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: 'b', roundId: 'r', amount: 4_000 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callVendorApi(t, vendor, 'rollback', {
          ...p.base,
          transactionId: `rb-${i}`,
          originalTransactionId: 'b',
          roundId: 'r',
        }),
      ),
    );
    const values = answers.map(
      (a) => (a.json() as { value: { balance: number; isDuplicate: boolean } }).value,
    );
    expect(values.filter((v) => !v.isDuplicate)).toHaveLength(1);
    expect(values.every((v) => v.balance === 10_000)).toBe(true);
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(10_000n);
  });

  it('ends a bet and a rollback of it racing with the player whole, whichever comes first', async () => {
    const vendor = await makeVendor(t);
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    for (let i = 0; i < 10; i++) {
      const [bet] = await Promise.all([
        callVendorApi(t, vendor, 'bet', {
          ...p.bet,
          transactionId: `b-${i}`,
          roundId: `r-${i}`,
          amount: 1_000,
        }),
        callVendorApi(t, vendor, 'rollback', {
          ...p.base,
          transactionId: `rb-${i}`,
          originalTransactionId: `b-${i}`,
          roundId: `r-${i}`,
        }),
      ]);
      expect([200, 409]).toContain(bet.statusCode);
      if (bet.statusCode === 409) expect(bet.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
      expect((await accountRow(t.db, p.accountId!)).balance).toBe(10_000n);
    }
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it("never lets a win and a rollback of the round's bet both happen", async () => {
    const vendor = await makeVendor(t);
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    for (let i = 0; i < 10; i++) {
      await callVendorApi(t, vendor, 'bet', {
        ...p.bet,
        transactionId: `b-${i}`,
        roundId: `r-${i}`,
        amount: 1_000,
      });
      const [win, rollback] = await Promise.all([
        callVendorApi(t, vendor, 'win', {
          ...p.base,
          transactionId: `w-${i}`,
          roundId: `r-${i}`,
          amount: 3_000,
        }),
        callVendorApi(t, vendor, 'rollback', {
          ...p.base,
          transactionId: `rb-${i}`,
          originalTransactionId: `b-${i}`,
          roundId: `r-${i}`,
        }),
      ]);
      const before = 10_000n + BigInt(i) * 2_000n;
      const round = await roundRow(vendor, p.member.id, `r-${i}`);
      if (win.statusCode === 200) {
        expectFailure(rollback, 409, 'ROUND_SETTLED');
        expect(round).toMatchObject({ status: 'SETTLED', payout_minor: 3_000n });
        expect((await accountRow(t.db, p.accountId!)).balance).toBe(before + 2_000n);
      } else {
        expectFailure(win, 404, 'ROUND_NOT_FOUND');
        expect(round).toMatchObject({ status: 'CANCELLED' });
        // Put the test's running balance back on track: pay the same amount on a fresh round.
        await callVendorApi(t, vendor, 'bet', {
          ...p.bet,
          transactionId: `b2-${i}`,
          roundId: `s-${i}`,
          amount: 1_000,
        });
        await callVendorApi(t, vendor, 'win', {
          ...p.base,
          transactionId: `w2-${i}`,
          roundId: `s-${i}`,
          amount: 3_000,
        });
      }
    }
  });
});
