import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { callVendorApi, makeVendor, makeVendorPlayer, type TTestVendor } from './vendor-wallet.factories.js';

// A win is money the platform pays on the vendor's word alone: each integration has a ceiling per round, so a
// leaked secret or a vendor's bug cannot pay out without bound.
let t: TTestApp;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await makeLoggedInOperator(t.db, { role: 'owner' })).token;
});
afterAll(async () => t.close());

const newId = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

/** The operator's configuration route, as an operator sets a vendor's ceiling. */
const saveCeiling = (vendor: TTestVendor, ceiling: Record<string, number | null>) =>
  t.app.inject({
    method: 'PUT',
    url: `/ops/merchants/demo/vendors/${vendor.vendorCode}`,
    headers: { 'x-operator-token': operatorToken },
    payload: {
      displayName: vendor.vendorCode,
      walletMode: 'SEAMLESS',
      isEnabled: true,
      sortOrder: 0,
      ...ceiling,
    },
  });

const roundOf = (vendor: TTestVendor, roundId: string) =>
  t.db
    .selectFrom('bet_round')
    .select(['status', 'stake_minor', 'payout_minor'])
    .where('vassalage', '=', vendor.vendorCode)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

const winsOf = (vendor: TTestVendor, roundId: string) =>
  t.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'amount_minor'])
    .where('vassalage', '=', vendor.vendorCode)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'WIN')
    .execute();

describe('vendor wallet: the payout ceiling', () => {
  it('is set by the operator and refuses a win past the stake multiple, moving and recording nothing', async () => {
    const vendor = await makeVendor(t);
    const saved = await saveCeiling(vendor, { maxRoundPayoutMinor: 50_000, maxPayoutMultiple: 10 });
    expect(saved.json()).toMatchObject({ value: { maxRoundPayoutMinor: 50_000, maxPayoutMultiple: 10 } });
    const { accountId, bet, base } = await makeVendorPlayer(t, vendor, 100_000n);
    const roundId = newId('round');
    await callVendorApi(t, vendor, 'bet', { ...bet, transactionId: newId('bet'), roundId, amount: 1_000 });
    const win = (amount: number) =>
      callVendorApi(t, vendor, 'win', { ...base, transactionId: newId('win'), roundId, amount });

    expectFailure(await win(10_001), 400, 'AMOUNT_ABOVE_MAXIMUM', { maximum: '10000' });
    expect((await accountRow(t.db, accountId!)).balance).toBe(99_000n);
    expect(await roundOf(vendor, roundId)).toEqual({ status: 'OPEN', stake_minor: 1_000n, payout_minor: 0n });
    expect(await winsOf(vendor, roundId)).toEqual([]);

    // Wins add up against the ceiling; a zero win still closes the round.
    expect((await win(6_000)).json()).toMatchObject({ success: true, value: { balance: 105_000 } });
    expectFailure(await win(4_001), 400, 'AMOUNT_ABOVE_MAXIMUM', { maximum: '4000' });
    expect((await win(4_000)).json()).toMatchObject({ success: true, value: { balance: 109_000 } });
    expect((await win(0)).json()).toMatchObject({ success: true });
    expect(await roundOf(vendor, roundId)).toMatchObject({ status: 'SETTLED', payout_minor: 10_000n });
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('refuses a win past the per-round maximum, whatever the stake', async () => {
    const vendor = await makeVendor(t);
    await saveCeiling(vendor, { maxRoundPayoutMinor: 50_000, maxPayoutMultiple: 10 });
    const { bet, base } = await makeVendorPlayer(t, vendor, 100_000n);
    const roundId = newId('round');
    await callVendorApi(t, vendor, 'bet', { ...bet, transactionId: newId('bet'), roundId, amount: 10_000 });
    const win = (amount: number) =>
      callVendorApi(t, vendor, 'win', { ...base, transactionId: newId('win'), roundId, amount });
    expectFailure(await win(50_001), 400, 'AMOUNT_ABOVE_MAXIMUM', { maximum: '50000' });
    expect((await win(50_000)).json()).toMatchObject({ success: true });
  });

  it('stops an absurd win by default, and lets an operator lift the ceiling', async () => {
    const vendor = await makeVendor(t);
    const { bet, base } = await makeVendorPlayer(t, vendor, 100n);
    const roundId = newId('round');
    await callVendorApi(t, vendor, 'bet', { ...bet, transactionId: newId('bet'), roundId, amount: 1 });
    const win = { ...base, transactionId: newId('win'), roundId, amount: 1_000_001 };
    expectFailure(await callVendorApi(t, vendor, 'win', win), 400, 'AMOUNT_ABOVE_MAXIMUM', {
      maximum: '1000000',
    });
    const lifted = await saveCeiling(vendor, { maxRoundPayoutMinor: null, maxPayoutMultiple: null });
    expect(lifted.json()).toMatchObject({ value: { maxRoundPayoutMinor: null, maxPayoutMultiple: null } });
    expect((await callVendorApi(t, vendor, 'win', win)).json()).toMatchObject({ success: true });
  });

  it('lets only one of two wins racing on one round through when both would pass the ceiling', async () => {
    const vendor = await makeVendor(t);
    await saveCeiling(vendor, { maxPayoutMultiple: 10 });
    const { accountId, bet, base } = await makeVendorPlayer(t, vendor, 1_000n);
    const roundId = newId('round');
    await callVendorApi(t, vendor, 'bet', { ...bet, transactionId: newId('bet'), roundId, amount: 1_000 });
    const answers = await Promise.all(
      [1, 2].map(() =>
        callVendorApi(t, vendor, 'win', { ...base, transactionId: newId('win'), roundId, amount: 6_000 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await accountRow(t.db, accountId!)).balance).toBe(6_000n);
    expect(await roundOf(vendor, roundId)).toMatchObject({ payout_minor: 6_000n });
  });
});
