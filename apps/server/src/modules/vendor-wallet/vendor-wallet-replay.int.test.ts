import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/tables/index.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { accountRow, fundMember } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeVendor, makeVendorPlayer, vendorRequest, type TTestVendor } from './vendor-wallet.factories.js';

// A signed request is good once, and only for a few minutes: someone who captured one (a log, a proxy) can
// neither send it again nor keep it for later.
let t: TTestApp;
let vendor: TTestVendor;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeVendor(t);
});
afterAll(async () => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

const recordedTransactions = (transactionId: string) =>
  t.db
    .selectFrom('vendor_transaction')
    .select('transaction_id')
    .where('vassalage', '=', vendor.vendorCode)
    .where('transaction_id', '=', transactionId)
    .execute();

describe('vendor wallet: timestamps', () => {
  it('refuses a timestamp more than five minutes off the server clock, either way, moving nothing', async () => {
    const { accountId, bet } = await makeVendorPlayer(t, vendor, 5_000n);
    const body = { ...bet, transactionId: newId('bet'), roundId: newId('round'), amount: 1_000 };
    for (const timestamp of [nowSeconds() - 301, nowSeconds() + 301]) {
      const stale = await t.app.inject(vendorRequest(vendor, 'bet', body, { timestamp }));
      expectFailure(stale, 401, 'SIGNATURE_INVALID', { reason: 'timestamp' });
    }
    expect((await accountRow(t.db, accountId!)).balance).toBe(5_000n);
    expect(await recordedTransactions(body.transactionId)).toEqual([]);
    // A vendor clock a few minutes off is still inside the window.
    const late = await t.app.inject(vendorRequest(vendor, 'bet', body, { timestamp: nowSeconds() - 280 }));
    expect(late.json()).toMatchObject({ success: true, value: { balance: 4_000 } });
  });

  it('refuses a request without timestamp or nonce, or whose timestamp the signature does not cover', async () => {
    const { base } = await makeVendorPlayer(t, vendor, 0n);
    const signed = vendorRequest(vendor, 'balance', base);
    for (const header of ['x-timestamp', 'x-nonce']) {
      const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== header));
      expectFailure(await t.app.inject({ ...signed, headers }), 401, 'SIGNATURE_INVALID');
    }
    const moved = { ...signed.headers, 'x-timestamp': String(Number(signed.headers['x-timestamp']) - 1) };
    expectFailure(await t.app.inject({ ...signed, headers: moved }), 401, 'SIGNATURE_INVALID');
    const renamed = { ...signed.headers, 'x-nonce': randomBytes(16).toString('hex') };
    expectFailure(await t.app.inject({ ...signed, headers: renamed }), 401, 'SIGNATURE_INVALID');
    expect((await t.app.inject(signed)).statusCode).toBe(200);
  });
});

describe('vendor wallet: nonces', () => {
  it('refuses the same signed bet sent again, while the vendor’s own retry (a new request) gets the first answer', async () => {
    const { accountId, bet } = await makeVendorPlayer(t, vendor, 5_000n);
    const body = { ...bet, transactionId: newId('bet'), roundId: newId('round'), amount: 1_000 };
    const captured = vendorRequest(vendor, 'bet', body);
    expect((await t.app.inject(captured)).json()).toMatchObject({
      success: true,
      value: { isDuplicate: false },
    });
    expectFailure(await t.app.inject(captured), 401, 'SIGNATURE_INVALID', { reason: 'replayed' });
    const retry = await t.app.inject(vendorRequest(vendor, 'bet', body));
    expect(retry.json()).toMatchObject({ success: true, value: { balance: 4_000, isDuplicate: true } });
    expect((await accountRow(t.db, accountId!)).balance).toBe(4_000n);
  });

  it('refuses a replay of a refused bet, so it cannot go through later once the money is there', async () => {
    const { member, accountId, bet } = await makeVendorPlayer(t, vendor, 500n);
    const body = { ...bet, transactionId: newId('bet'), roundId: newId('round'), amount: 1_000 };
    const captured = vendorRequest(vendor, 'bet', body);
    expectFailure(await t.app.inject(captured), 400, 'INSUFFICIENT_FUNDS', { balance: '500' });
    await fundMember(t.db, { merchantId: vendor.merchantId, memberId: member.id, amountMinor: 5_000n });
    expectFailure(await t.app.inject(captured), 401, 'SIGNATURE_INVALID', { reason: 'replayed' });
    expect((await accountRow(t.db, accountId!)).balance).toBe(5_500n);
    expect(await recordedTransactions(body.transactionId)).toEqual([]);
  });

  it('refuses replays of the calls that move no money too', async () => {
    const { base } = await makeVendorPlayer(t, vendor, 0n);
    const captured = vendorRequest(vendor, 'balance', base);
    expect((await t.app.inject(captured)).statusCode).toBe(200);
    expectFailure(await t.app.inject(captured), 401, 'SIGNATURE_INVALID', { reason: 'replayed' });
  });

  it('keeps the nonces in the database: another server process refuses the replay too', async () => {
    const other = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const { base } = await makeVendorPlayer(t, vendor, 0n);
      const captured = vendorRequest(vendor, 'balance', base);
      expect((await t.app.inject(captured)).statusCode).toBe(200);
      expectFailure(await other.app.inject(captured), 401, 'SIGNATURE_INVALID', { reason: 'replayed' });
    } finally {
      await other.close();
    }
  });
});

describe('vendor wallet: a forged request', () => {
  /** Runs `work` with the app's database queries written down (the SQL text of each). */
  async function queriesDuring(work: () => Promise<void>): Promise<string[]> {
    const queries: string[] = [];
    const original = t.ctx.db;
    t.ctx.db = new Kysely<TDatabase>({
      dialect: new PostgresDialect({ pool: t.ctx.pool }),
      log: (event) => void queries.push(event.query.sql),
    });
    try {
      await work();
    } finally {
      t.ctx.db = original;
    }
    return queries;
  }

  it('does nothing keyed on its body before its signature fails: only the vendor’s own row is read', async () => {
    const { accountId, bet } = await makeVendorPlayer(t, vendor, 5_000n);
    const body = { ...bet, transactionId: newId('bet'), roundId: newId('round'), amount: 1_000 };
    const forged = await queriesDuring(async () => {
      const answer = await t.app.inject(vendorRequest(vendor, 'bet', body, { secret: 'not-the-secret' }));
      expectFailure(answer, 401, 'SIGNATURE_INVALID');
    });
    expect(forged).toHaveLength(1);
    expect(forged[0]).toMatch(/from "vendor_integration"/);
    // A stale one is refused on its timestamp alone, before any query.
    const stale = await queriesDuring(async () => {
      const request = vendorRequest(vendor, 'bet', body, { timestamp: nowSeconds() - 3_600 });
      expectFailure(await t.app.inject(request), 401, 'SIGNATURE_INVALID', { reason: 'timestamp' });
    });
    expect(stale).toEqual([]);
    expect((await accountRow(t.db, accountId!)).balance).toBe(5_000n);
  });
});
