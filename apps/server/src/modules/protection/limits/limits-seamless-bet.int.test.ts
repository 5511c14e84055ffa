import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeSession } from '../../../test/member-factories.js';
import { accountRow } from '../../ledger/ledger.factories.js';
import {
  DEMO_MERCHANT,
  expectFailure,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import {
  callVendorApi,
  makeVendor,
  makeVendorPlayer,
  type TTestVendor,
} from '../../vendor-wallet/vendor-wallet.factories.js';
import { backdateWaitingChanges, limitOf, readLimits, setLimit } from './limits.factories.js';

// The seamless bet path (vendor_bet, migrations 0009 and 0047) through the signed vendor API.
let t: TTestApp;
let vendor: TTestVendor;
beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeVendor(t);
});
afterAll(async () => t.close());

const newId = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

/** A funded player of the vendor, logged in on the site too (to set limits). */
async function makePlayer(fundsMinor = 100_000n) {
  const player = await makeVendorPlayer(t, vendor, fundsMinor);
  const site: TLoggedInMember = {
    ...player.member,
    token: await makeSession(t.ctx, player.member),
    merchantCode: DEMO_MERCHANT,
  };
  const bet = (amount: number, ids = { transactionId: newId('bet'), roundId: newId('round') }) =>
    callVendorApi(t, vendor, 'bet', { ...player.bet, ...ids, amount });
  return { ...player, site, bet };
}

/** What the vendor's calls left for one transaction id: its record and its round. */
async function traceOf(transactionId: string, roundId: string) {
  const records = await t.db
    .selectFrom('vendor_transaction')
    .select('kind')
    .where('vassalage', '=', vendor.vendorCode)
    .where('transaction_id', '=', transactionId)
    .execute();
  const rounds = await t.db
    .selectFrom('bet_round')
    .select('stake_minor')
    .where('vassalage', '=', vendor.vendorCode)
    .where('round_id', '=', roundId)
    .execute();
  return { records: records.length, rounds: rounds.length };
}

describe('a seamless bet past a limit', () => {
  it('is refused with the remaining allowance, the round does not start, and a retry passes once the limit is raised', async () => {
    const p = await makePlayer();
    await setLimit(t, p.site, { kind: 'wager', period: 'day', amount: 10_000 });
    expect((await p.bet(6_000)).statusCode).toBe(200);

    const refused = { transactionId: newId('bet'), roundId: newId('round') };
    expectFailure(await p.bet(5_000, refused), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'wager',
      period: 'day',
      limit: '10000',
      remaining: '4000',
    });
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(94_000n);
    expect(await traceOf(refused.transactionId, refused.roundId)).toEqual({ records: 0, rounds: 0 });
    expect(limitOf(await readLimits(t, p.site), 'wager', 'day')).toMatchObject({
      used: 6_000,
      remaining: 4_000,
    });

    // Raised: waits its 24 hours, then the same bet (same transactionId) goes through.
    await setLimit(t, p.site, { kind: 'wager', period: 'day', amount: 20_000 });
    expectFailure(await p.bet(5_000, refused), 403, 'PROTECTION_LIMIT_REACHED');
    await backdateWaitingChanges(t, p.member.id, 25);
    const passed = await p.bet(5_000, refused);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().value).toMatchObject({ balance: 89_000, isDuplicate: false });
    expect(await traceOf(refused.transactionId, refused.roundId)).toEqual({ records: 1, rounds: 1 });
  });

  it('counts a loss limit as stakes minus wins, and a rolled-back bet not at all', async () => {
    const p = await makePlayer();
    await setLimit(t, p.site, { kind: 'loss', period: 'week', amount: 3_000 });
    const first = { transactionId: newId('bet'), roundId: newId('round') };
    expect((await p.bet(2_000, first)).statusCode).toBe(200);
    // A stake could be lost: 2,000 lost so far, so 1,001 more may not be staked.
    expectFailure(await p.bet(1_001), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'loss',
      period: 'week',
      limit: '3000',
      remaining: '1000',
    });
    // Won back: the loss is 0 again.
    const win = await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: newId('win'),
      roundId: first.roundId,
      amount: 2_000,
    });
    expect(win.statusCode).toBe(200);
    expect(limitOf(await readLimits(t, p.site), 'loss', 'week')).toMatchObject({ used: 0, remaining: 3_000 });
    const second = { transactionId: newId('bet'), roundId: newId('round') };
    expect((await p.bet(3_000, second)).statusCode).toBe(200);
    expectFailure(await p.bet(1), 403, 'PROTECTION_LIMIT_REACHED');
    const rollback = await callVendorApi(t, vendor, 'rollback', {
      ...p.base,
      transactionId: newId('rb'),
      originalTransactionId: second.transactionId,
      roundId: second.roundId,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await p.bet(3_000)).statusCode).toBe(200);
  });

  it('lets no two bets at once pass a limit together', async () => {
    const p = await makePlayer();
    await setLimit(t, p.site, { kind: 'wager', period: 'month', amount: 10_000 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => p.bet(3_000)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 403, 403, 403]);
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(91_000n);
    expect(limitOf(await readLimits(t, p.site), 'wager', 'month').used).toBe(9_000);
  });
});

describe('a member without a limit', () => {
  it("never waits on the limits' lock, while a member with a limit takes turns on it", async () => {
    const free = await makePlayer();
    const limited = await makePlayer();
    await setLimit(t, limited.site, { kind: 'wager', period: 'day', amount: 50_000 });
    await setLimit(t, free.site, { kind: 'deposit', period: 'day', amount: 50_000 });

    // Another transaction holds both members' stake locks (as a bet in flight would).
    const holder = await t.ctx.pool.connect();
    try {
      await holder.query('BEGIN');
      for (const id of [free.member.id, limited.member.id])
        await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended('stake:' || $1::text, 0))`, [
          id.toString(),
        ]);
      // A deposit limit is no stake limit: the bet goes through at once, without the lock.
      expect((await free.bet(1_000)).statusCode).toBe(200);

      const waiting = limited.bet(1_000);
      await expect.poll(() => advisoryWaiters(), { timeout: 5_000 }).toBe(1);
      await holder.query('COMMIT');
      expect((await waiting).statusCode).toBe(200);
    } finally {
      holder.release();
    }
  });
});

/** Sessions waiting for an advisory lock now. */
async function advisoryWaiters(): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(t.db);
  return Number(rows[0]!.n);
}
