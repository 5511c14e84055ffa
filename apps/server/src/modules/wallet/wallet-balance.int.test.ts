import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { placeHold } from '../ledger/index.js';
import { fundMember } from '../ledger/ledger.factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { expectLedgerClean, makeVendor } from './wallet.factories.js';

let t: TTestApp;
let merchantId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

const get = (url: string, member: { token: string; merchantCode: string }) =>
  t.app.inject({ url, headers: headersOf(member) });

describe('GET /wps/v2/wallets/balance', () => {
  it('lists MAIN first then the enabled transfer-mode vendors, with 0 for wallets never used', async () => {
    const merchant = await makeMerchant(t.db, { brand: { currency: 'THB' } });
    const late = await makeVendor(t.db, merchant.id, { displayName: 'Late', sortOrder: 5 });
    const early = await makeVendor(t.db, merchant.id, { displayName: 'Early', sortOrder: 1 });
    await makeVendor(t.db, merchant.id, { walletMode: 'SEAMLESS' });
    await makeVendor(t.db, merchant.id, { isEnabled: false });
    const member = await makeLoggedInMember(t, {}, merchant);
    await fundMember(t.db, {
      merchantId: merchant.id,
      memberId: member.id,
      amountMinor: 12_345n,
      currency: 'THB',
    });
    await fundMember(t.db, {
      merchantId: merchant.id,
      memberId: member.id,
      amountMinor: 500n,
      currency: 'THB',
      walletCode: early,
    });

    const res = await get('/wps/v2/wallets/balance', member);
    expect(res.statusCode).toBe(200);
    const line = (walletCode: string, walletName: string, availBalance: number) => ({
      walletCode,
      walletName,
      availBalance,
      heldBalance: 0,
      currency: 'THB',
      currencySymbol: '฿',
    });
    expect(res.json()).toEqual({
      success: true,
      value: {
        sumBalance: 12_845,
        currency: 'THB',
        currencySymbol: '฿',
        isDemo: false,
        // Platform messages the member has not opened (modules/messages).
        unreadMessage: 0,
        missionCount: 0,
        // No referral rule on this merchant: the share/referral item stays hidden (docs/loyalty.md).
        availablePromo: { REFERRAL: { enabled: false } },
        availablePromoCount: 0,
        balance: [line('MAIN', 'Main Wallet', 12_345), line(early, 'Early', 500), line(late, 'Late', 0)],
      },
    });
  });

  it('shows held money apart from the available balance', async () => {
    const member = await makeLoggedInMember(t);
    const account = await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 1_000n });
    await placeHold(t.db, {
      merchantId,
      accountId: account,
      amountMinor: 300n,
      idempotencyKey: `h-${member.id}`,
    });
    const value = (await get('/wps/v2/wallets/balance', member)).json().value;
    expect(value.balance[0]).toMatchObject({ walletCode: 'MAIN', availBalance: 700, heldBalance: 300 });
    expect(value.sumBalance).toBe(700);
  });

  it('keeps showing a wallet that holds money after its vendor was switched off', async () => {
    const vendor = await makeVendor(t.db, merchantId);
    const member = await makeLoggedInMember(t);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 900n, walletCode: vendor });
    await t.db
      .updateTable('vendor_integration')
      .set({ is_enabled: false })
      .where('vassalage', '=', vendor)
      .execute();
    const value = (await get('/wps/v2/wallets/balance', member)).json().value;
    expect(value.balance.find((l: { walletCode: string }) => l.walletCode === vendor)).toMatchObject({
      availBalance: 900,
    });
    expect(value.sumBalance).toBe(900);
  });

  it('answers a trial account its demo balance as one DEMO line', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    await t.db
      .updateTable('member')
      .set({ demo_balance_minor: 1_000_000n })
      .where('id', '=', trial.id)
      .execute();
    const res = await get('/wps/v2/wallets/balance', trial);
    expect(res.json().value).toEqual({
      sumBalance: 1_000_000,
      currency: 'VND',
      currencySymbol: '₫',
      isDemo: true,
      balance: [
        {
          walletCode: 'DEMO',
          walletName: 'Demo',
          availBalance: 1_000_000,
          heldBalance: 0,
          currency: 'VND',
          currencySymbol: '₫',
        },
      ],
    });
  });

  it('uses the currency code as the symbol when it has none, and needs a login', async () => {
    const merchant = await makeMerchant(t.db, { brand: { currency: 'MYR' } });
    const member = await makeLoggedInMember(t, {}, merchant);
    expect((await get('/wps/v2/wallets/balance', member)).json().value.currencySymbol).toBe('MYR');
    const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { merchant: 'demo' } });
    expectFailure(res, 401, 'NOT_LOGGED_IN');
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('is single without an enabled transfer-mode vendor, and lists MAIN plus the vendors otherwise', async () => {
    const merchant = await makeMerchant(t.db);
    await makeVendor(t.db, merchant.id, { walletMode: 'SEAMLESS' });
    await makeVendor(t.db, merchant.id, { isEnabled: false });
    const member = await makeLoggedInMember(t, {}, merchant);
    expect((await get('/wps/relay/GCS_merchantWallet', member)).json().value).toEqual({
      isSingle: true,
      wallets: [{ walletCode: 'MAIN', displayName: 'Main Wallet', mode: 'MAIN' }],
    });
    const vendor = await makeVendor(t.db, merchant.id, { displayName: 'TCG Lottery' });
    expect((await get('/wps/relay/GCS_merchantWallet', member)).json().value).toEqual({
      isSingle: false,
      wallets: [
        { walletCode: 'MAIN', displayName: 'Main Wallet', mode: 'MAIN' },
        { walletCode: vendor, displayName: 'TCG Lottery', mode: 'TRANSFER' },
      ],
    });
  });

  it('is cached, and an operator saving a vendor drops the cache at once', async () => {
    const cached = await createTestApp({ CONFIG_CACHE_SECONDS: '300' });
    try {
      const merchant = await makeMerchant(cached.db);
      const member = await makeLoggedInMember(cached, {}, merchant);
      const read = async () =>
        (await cached.app.inject({ url: '/wps/relay/GCS_merchantWallet', headers: headersOf(member) })).json()
          .value;
      expect((await read()).isSingle).toBe(true);
      // Written behind the API's back: the cache still answers the old list.
      await makeVendor(cached.db, merchant.id, { vassalage: 'HIDDEN' });
      expect((await read()).isSingle).toBe(true);
      const operator = await makeLoggedInOperator(cached.db, { role: 'finance' });
      const saved = await cached.app.inject({
        method: 'PUT',
        url: `/ops/merchants/${merchant.code}/vendors/TCG_SEA`,
        headers: { 'x-operator-token': operator.token },
        payload: { displayName: 'TCG Lottery', walletMode: 'TRANSFER', isEnabled: true, sortOrder: 0 },
      });
      expect(saved.statusCode).toBe(200);
      expect((await read()).wallets.map((w: { walletCode: string }) => w.walletCode)).toEqual([
        'MAIN',
        'TCG_SEA',
        'HIDDEN',
      ]);
      // Another merchant's cached list is not touched by this merchant's change, nor mixed up with it.
      const balance = await cached.app.inject({ url: '/wps/v2/wallets/balance', headers: headersOf(member) });
      expect(balance.json().value.balance).toHaveLength(3);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  const allZero = {
    dailysalreqtype: '0',
    divtypereq: '0',
    contracthoursalreq: '0',
    realtimesalreqtype: '0',
    contractmrdailysalinfotype: '0',
    contracthoursalinfo: '0',
    dailysalinfotype: '0',
    realtimesalinfotype: '0',
    divtypeinfo: '0',
  };
  // agent_contract_policy is the one source of truth (docs/agent-programme.md "Contracts").
  const enable = (
    merchantId: bigint,
    types: ('DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY')[],
  ) =>
    t.db
      .insertInto('agent_contract_policy')
      .values(
        types.map((type) => ({
          merchant_id: merchantId,
          contract_type: type,
          is_enabled: true,
          max_rate_ppm: 300_000,
        })),
      )
      .execute();

  it('answers an agent under an upline the enabled types, and the info flag of a contract it holds', async () => {
    const merchant = await makeMerchant(t.db);
    await enable(merchant.id, ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY']);
    const top = await makeLoggedInMember(t, { accountType: 1 }, merchant);
    for (const accountType of [1, 2, 41, 42]) {
      const agent = await makeLoggedInMember(t, { accountType, uplineId: top.id }, merchant);
      expect((await get('/wps/member/info/funds/consolidated', agent)).json().value).toEqual({
        ...allZero,
        divtypereq: '1',
        dailysalreqtype: '1',
        contracthoursalreq: '1',
      });
    }
    // A top agent takes part only once an operator granted it terms; then its info flag is on too.
    expect((await get('/wps/member/info/funds/consolidated', top)).json().value).toEqual(allZero);
    await t.db
      .insertInto('agent_contract')
      .values({
        merchant_id: merchant.id,
        contract_type: 'DAILY_SALARY',
        upline_id: null,
        member_id: top.id,
        period: 'D',
        basis: 'VALID_BET',
        tiers: JSON.stringify([{ minValidBetMinor: 0, minActive: 0, rateType: 'P', ratePpm: 8000 }]),
        status: 'VALID',
        requested_by: null,
        effective_from: new Date(),
      })
      .execute();
    expect((await get('/wps/member/info/funds/consolidated', top)).json().value).toEqual({
      ...allZero,
      dailysalreqtype: '1',
      dailysalinfotype: '1',
      contractmrdailysalinfotype: '1',
    });
  });

  it('answers all 0 to members, trial accounts, and agents when the agent policy module is off', async () => {
    const merchant = await makeMerchant(t.db);
    await enable(merchant.id, ['DIVIDEND', 'DAILY_SALARY']);
    const top = await makeLoggedInMember(t, { accountType: 1 }, merchant);
    const member = await makeLoggedInMember(t, { uplineId: top.id }, merchant);
    const trial = await makeLoggedInMember(t, { accountType: 4 }, merchant);
    const off = await makeMerchant(t.db, {
      settings: { modules: demoModulesWith({ AGENTPOLICY3: '0' }), wallet: DEMO_SETTINGS.wallet },
    });
    await enable(off.id, ['DIVIDEND']);
    const offTop = await makeLoggedInMember(t, { accountType: 1 }, off);
    const agent = await makeLoggedInMember(t, { accountType: 1, uplineId: offTop.id }, off);
    for (const who of [member, trial, agent]) {
      expect((await get('/wps/member/info/funds/consolidated', who)).json().value).toEqual(allZero);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the wallet calls and the operator wallet routes', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    for (const [p, method] of [
      ['/wps/v2/wallets/balance', 'get'],
      ['/wps/relay/GCS_merchantWallet', 'get'],
      ['/wps/relay/GCS_walletTransfer', 'post'],
      ['/wps/member/info/funds/consolidated', 'get'],
      ['/wps/relay/ODSFE2_MemTransDet', 'get'],
      ['/wps/member/transfer/line', 'get'],
      ['/wps/member/transfer/line', 'post'],
      ['/ops/merchants/{code}/adjustments', 'post'],
      ['/ops/merchants/{code}/adjustments', 'get'],
      ['/ops/merchants/{code}/adjustments/{id}/approve', 'post'],
      ['/ops/merchants/{code}/adjustments/{id}/reject', 'post'],
      ['/ops/merchants/{code}/vendors', 'get'],
      ['/ops/merchants/{code}/vendors/{vassalage}', 'put'],
      ['/ops/ledger/audit', 'post'],
      ['/ops/ledger/audit', 'get'],
    ] as const) {
      expect(spec.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
  });
});
