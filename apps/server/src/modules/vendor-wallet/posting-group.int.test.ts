import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeVendor, makeVendorPlayer, vendorRequest, type TTestVendor } from './vendor-wallet.factories.js';

// Group posting on (a wide window, so that calls sent together surely meet in one group): every call keeps
// its own answer, its own refusal and its own idempotency, and the group is one database transaction.
let t: TTestApp;
let vendor: TTestVendor;

beforeAll(async () => {
  t = await createTestApp({
    VENDOR_WALLET_GROUP_MS: '50',
    VENDOR_WALLET_GROUP_MAX: '16',
    // The vendor and the house shards cached, as in production: the calls reach the group together.
    CONFIG_CACHE_SECONDS: '60',
  });
  vendor = await makeVendor(t);
});
afterAll(async () => t.close());

const send = (call: string, body: Record<string, unknown>, nonce?: string) =>
  vendorRequest(vendor, call, body, nonce ? { nonce } : {});

/** The ledger postings of these references (vendor:transactionId), with the time their transaction began. */
async function postingsOf(references: string[]) {
  const { rows } = await sql<{ reference: string; began: string }>`
    SELECT reference, created_at::text AS began FROM ledger_transaction WHERE reference = ANY (${references})
  `.execute(t.db);
  return rows;
}

describe('vendor seamless wallet: group posting', () => {
  it('gives each call of one mixed group its own answer, refusal and idempotency', async () => {
    // Resent bets, a replayed request, short funds, a round never opened, a limit, a disabled player.
    const rich = await makeVendorPlayer(t, vendor, 10_000n);
    const poor = await makeVendorPlayer(t, vendor, 1_000n);
    const other = await makeVendorPlayer(t, vendor, 5_000n);
    const limited = await makeVendorPlayer(t, vendor, 5_000n);
    const empty = await makeVendorPlayer(t, vendor, 0n);
    const disabled = await makeVendorPlayer(t, vendor, 5_000n);
    await sql`INSERT INTO protection_limit (merchant_id, member_id, kind, period, amount_minor)
      VALUES (${vendor.merchantId}, ${limited.member.id}, 'wager', 'day', 1000)`.execute(t.db);
    await t.db
      .updateTable('member')
      .set({ is_disabled: true })
      .where('id', '=', disabled.member.id)
      .execute();
    // Warm the caches (vendor, house shards) so that the calls below arrive within one window.
    await t.app.inject(
      send('bet', { ...other.bet, transactionId: 'g-warm', roundId: 'g-warm', amount: 100 }),
    );

    const replayed = send('bet', { ...other.bet, transactionId: 'g-other', roundId: 'g-r3', amount: 400 });
    const requests = {
      paid: send('bet', { ...rich.bet, transactionId: 'g-rich', roundId: 'g-r1', amount: 2_500 }),
      resent: send('bet', { ...rich.bet, transactionId: 'g-rich', roundId: 'g-r1', amount: 2_500 }),
      short: send('bet', { ...poor.bet, transactionId: 'g-poor', roundId: 'g-r2', amount: 1_001 }),
      noRound: send('win', { ...poor.base, transactionId: 'g-poor-win', roundId: 'g-none', amount: 10 }),
      other: replayed,
      replay: { ...replayed },
      overLimit: send('bet', { ...limited.bet, transactionId: 'g-limit', roundId: 'g-r4', amount: 1_001 }),
      empty: send('bet', { ...empty.bet, transactionId: 'g-empty', roundId: 'g-r5', amount: 1 }),
      disabled: send('bet', { ...disabled.bet, transactionId: 'g-off', roundId: 'g-r6', amount: 1 }),
    };
    const names = Object.keys(requests) as (keyof typeof requests)[];
    const answers = await Promise.all(names.map((name) => t.app.inject(requests[name])));
    const res = Object.fromEntries(names.map((name, i) => [name, answers[i]!])) as Record<
      keyof typeof requests,
      (typeof answers)[number]
    >;

    // The same bet sent twice in one group: one posting, two identical balances, one marked as a repeat.
    const rich1 = res.paid.json().value;
    const rich2 = res.resent.json().value;
    expect([rich1.isDuplicate, rich2.isDuplicate].sort()).toEqual([false, true]);
    expect(rich1.balance).toBe(7_500);
    expect(rich2.balance).toBe(7_500);
    expectFailure(res.short, 400, 'INSUFFICIENT_FUNDS', { balance: '1000' });
    expectFailure(res.noRound, 404, 'ROUND_NOT_FOUND');
    expect(res.overLimit.statusCode, res.overLimit.body).toBe(403);
    expect(res.overLimit.json()).toMatchObject({ success: false, code: 'PROTECTION_LIMIT_REACHED' });
    // The same signed request twice: one is taken, the other refused as a replay.
    const replays = [res.other, res.replay].map((r) => r.statusCode).sort();
    expect(replays).toEqual([200, 401]);
    expect([res.other, res.replay].find((r) => r.statusCode === 401)!.json()).toMatchObject({
      code: 'SIGNATURE_INVALID',
      details: { reason: 'replayed' },
    });
    expectFailure(res.empty, 400, 'INSUFFICIENT_FUNDS', { balance: '0' });
    // A player who cannot play (KV403 in the group) is looked at alone, as a single call would be.
    expectFailure(res.disabled, 404, 'NOT_FOUND');

    // What the database holds: only the two bets that were taken moved money, in one transaction.
    expect((await accountRow(t.db, rich.accountId!)).balance).toBe(7_500n);
    expect((await accountRow(t.db, poor.accountId!)).balance).toBe(1_000n);
    expect((await accountRow(t.db, other.accountId!)).balance).toBe(4_500n);
    expect((await accountRow(t.db, limited.accountId!)).balance).toBe(5_000n);
    expect((await accountRow(t.db, disabled.accountId!)).balance).toBe(5_000n);
    const postings = await postingsOf([`${vendor.vendorCode}:g-rich`, `${vendor.vendorCode}:g-other`]);
    expect(postings).toHaveLength(2);
    expect(postings[0]!.began).toBe(postings[1]!.began);
    const rounds = await t.db
      .selectFrom('bet_round')
      .select(['round_id', 'stake_minor'])
      .where('round_id', 'in', ['g-r1', 'g-r2', 'g-r3', 'g-r4', 'g-r5', 'g-r6'])
      .orderBy('round_id')
      .execute();
    expect(rounds).toEqual([
      { round_id: 'g-r1', stake_minor: 2_500n },
      { round_id: 'g-r3', stake_minor: 400n },
    ]);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('refuses a refused call again when it is replayed later, and settles wins in a group', async () => {
    const player = await makeVendorPlayer(t, vendor, 1_000n);
    const short = send('bet', { ...player.bet, transactionId: 'g2-short', roundId: 'g2-r0', amount: 5_000 });
    const [refused, bet] = await Promise.all([
      t.app.inject(short),
      t.app.inject(send('bet', { ...player.bet, transactionId: 'g2-bet', roundId: 'g2-r1', amount: 300 })),
    ]);
    // Whichever of the two came first in the group, 5,000 is more than the player has.
    expectFailure(refused, 400, 'INSUFFICIENT_FUNDS');
    expect(bet.json()).toMatchObject({ success: true, value: { balance: 700 } });
    // The refusal spent its nonce: the same signed request, once the money is there, is a replay.
    expectFailure(await t.app.inject(short), 401, 'SIGNATURE_INVALID', { reason: 'replayed' });

    const [win, zero] = await Promise.all([
      t.app.inject(send('win', { ...player.base, transactionId: 'g2-win', roundId: 'g2-r1', amount: 900 })),
      t.app.inject(send('win', { ...player.base, transactionId: 'g2-zero', roundId: 'g2-r1', amount: 0 })),
    ]);
    expect(win.statusCode, win.body).toBe(200);
    expect(zero.statusCode, zero.body).toBe(200);
    expect((await accountRow(t.db, player.accountId!)).balance).toBe(1_600n);
    const round = await t.db
      .selectFrom('bet_round')
      .select(['status', 'payout_minor'])
      .where('round_id', '=', 'g2-r1')
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'SETTLED', payout_minor: 900n });
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
