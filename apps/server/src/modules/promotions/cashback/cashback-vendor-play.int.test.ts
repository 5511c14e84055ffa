import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId, makeSession } from '../../../test/member-factories.js';
import { DEMO_MERCHANT, headersOf } from '../../member/security-centre.factories.js';
import { callVendorApi, makeVendor, makeVendorPlayer } from '../../vendor-wallet/vendor-wallet.factories.js';
import { mainBalanceOf, setCashbackRates } from './cashback.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('cashback from rounds played through the seamless vendor wallet', () => {
  it('counts the lost and won rounds, not the tie, the rolled-back or the open one', async () => {
    const merchant = { id: await demoMerchantId(t.db), code: DEMO_MERCHANT };
    await setCashbackRates(t, merchant, {
      rates: [{ gameCategory: 'LIVE', vipLevel: 0, ratePpm: 8_000 }],
      minClaim: 0,
      capPerClaim: null,
    });
    const vendor = await makeVendor(t, { lane: 'LIVE' });
    const p = await makeVendorPlayer(t, vendor, 100_000n);
    await t.db
      .updateTable('member')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('id', '=', p.member.id)
      .execute();
    const bet = (roundId: string, amount: number) =>
      callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: `b-${roundId}`, roundId, amount });
    const win = (roundId: string, amount: number) =>
      callVendorApi(t, vendor, 'win', { ...p.base, transactionId: `w-${roundId}`, roundId, amount });
    // What the test expects, from the rounds it plays: lost 12,345 and won 5,000 are valid bets.
    const played = [
      { roundId: 'lost', stake: 12_345, payout: 0 },
      { roundId: 'won', stake: 5_000, payout: 9_000 },
      { roundId: 'tie', stake: 3_000, payout: 3_000 },
    ];
    for (const round of played) {
      expect((await bet(round.roundId, round.stake)).statusCode).toBe(200);
      expect((await win(round.roundId, round.payout)).statusCode).toBe(200);
    }
    await bet('rolled-back', 4_000);
    await callVendorApi(t, vendor, 'rollback', {
      ...p.base,
      transactionId: 'rb-1',
      originalTransactionId: 'b-rolled-back',
      roundId: 'rolled-back',
    });
    await bet('open', 7_000);
    const validBet = played.filter((r) => r.payout !== r.stake).reduce((sum, r) => sum + r.stake, 0);
    const expected = Math.floor((validBet * 8_000) / 1_000_000);

    // The rounds settled just now wait out the settle lag (2 s) before a window takes them.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const member = { token: await makeSession(t.ctx, p.member), merchantCode: DEMO_MERCHANT };
    const preview = (
      await t.app.inject({ method: 'GET', url: '/wps/cashback', headers: headersOf(member) })
    ).json().value;
    expect(preview.lines).toEqual([{ gameCategory: 'LIVE', validBet, ratePpm: 8_000, amount: expected }]);
    const before = await mainBalanceOf(t, p.member.id);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/wps/cashback/claim',
      headers: headersOf(member),
      payload: { requestId: 'vendor-play-claim' },
    });
    expect(claim.json().value).toMatchObject({ amount: expected, validBet });
    expect(await mainBalanceOf(t, p.member.id)).toBe(before + BigInt(expected));
  });
});
