import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { makeVendor, newRequestId } from '../../wallet/wallet.factories.js';
import { protectionClient } from './exclusions.factories.js';

let t: TTestApp;
let merchantId: bigint;
let transferVendor: string;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  merchantId = await demoMerchantId(t.db);
  transferVendor = await makeVendor(t.db, merchantId, { displayName: 'Transfer Casino' });
});
afterAll(() => t.close());

const p = protectionClient(() => t);

const transfer = (token: string, fromWallet: string, toWallet: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization: token, merchant: 'demo' },
    payload: { fromWallet, toWallet, isAll: true, requestId: newRequestId() },
  });

it('brings money home from a transfer-mode vendor wallet in a withdrawal-only session, and never sends it out', async () => {
  const member = await makeLoggedInMember(t);
  await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 30_000n });
  expect((await transfer(member.token, 'MAIN', transferVendor)).statusCode).toBe(200);
  expect((await p.selfExclude(member, '6m')).statusCode).toBe(200);

  const login = await p.login({
    username: member.username,
    password: member.password,
    purpose: 'withdrawal',
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().value.token as string;

  const back = await transfer(token, transferVendor, 'MAIN');
  expect(back.statusCode, back.body).toBe(200);
  const lines = back.json().value.balance as { walletCode: string; availBalance: number }[];
  expect(Object.fromEntries(lines.map((l) => [l.walletCode, l.availBalance]))).toMatchObject({
    MAIN: 30_000,
    [transferVendor]: 0,
  });

  expectFailure(await transfer(token, 'MAIN', transferVendor), 403, 'WITHDRAWAL_ONLY_SESSION');
  // Two postings in the ledger: out before the exclusion, home during it; the refused one wrote nothing.
  const postings = await t.db
    .selectFrom('ledger_transaction')
    .select('id')
    .where('idempotency_key', 'like', `wallet-transfer:${member.id}:%`)
    .execute();
  expect(postings).toHaveLength(2);
});
