import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { headersOf } from '../../member/security-centre.factories.js';
import { makeCashbackMember, setCashbackRates } from './cashback.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the cashback window and rounds committed late', () => {
  it('ends before a writing transaction still open, so its round lands in the next window, not in none', async () => {
    const merchant = await makeMerchant(t.db);
    await setCashbackRates(t, merchant, {
      rates: [{ gameCategory: 'RNG', vipLevel: 0, ratePpm: 10_000 }],
      minClaim: 0,
      capPerClaim: null,
    });
    const member = await makeCashbackMember(t, merchant);
    const insertRound = (db: TTestApp['db'], stake: bigint, settledAt: ReturnType<typeof sql>) =>
      sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency,
            stake_minor, valid_bet_minor, payout_minor, status, bet_at, settled_at)
          VALUES (${merchant.id}, ${member.id}, 'RECVENDOR', ${randomUUID()}, 'RNG', 'VND',
            ${stake}, ${stake}, 0, 'SETTLED', now() - interval '1 minute', ${settledAt})`.execute(db);
    await insertRound(t.db, 100_000n, sql`now() - interval '30 seconds'`); // committed: earns 1,000

    // A vendor call that stamped its round with its own start time and has not committed yet.
    let commitLate!: () => void;
    const lateCommit = new Promise<void>((resolve) => (commitLate = resolve));
    let started!: () => void;
    const hasWritten = new Promise<void>((resolve) => (started = resolve));
    const late = t.db.transaction().execute(async (trx) => {
      await insertRound(trx, 500_000n, sql`now()`); // earns 5,000 once committed
      started();
      await lateCommit;
    });
    await hasWritten;
    await new Promise((resolve) => setTimeout(resolve, 2_200));

    const claim = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/cashback/claim',
          headers: headersOf(member),
          payload: { requestId: randomUUID() },
        })
      ).json();
    const first = await claim();
    expect(first.value).toMatchObject({ amount: 1_000 });
    commitLate();
    await late;
    const second = await claim();
    expect(second.value).toMatchObject({ amount: 5_000, windowFrom: first.value.windowTo });
  });
});
