import { randomBytes } from 'node:crypto';
import type { TDashboardFigures } from '@kirin/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TTestApp } from '../../test/harness.js';
import { injectSealed, makeMember } from '../../test/member-factories.js';
import type { makeLoggedInOperator } from '../admin/admin.factories.js';
import { randomIp } from '../auth/auth.factories.js';
import { settleAgentPeriod } from '../agent/settlement/settle-agent-period.js';
import {
  insertMembers,
  makeContract,
  makePolicy,
  makeSettledBets,
  minor,
  ppm,
} from '../agent/settlement/settlement.factories.js';
import { periodContaining, previousPeriod } from '../agent/settlement/settlement-periods.js';
import { runLedgerAudit } from '../ledger/index.js';
import { postLiveChatMessage } from '../live-chat/post-live-chat-message.js';
import {
  convertAs,
  givePoints,
  makeGoods,
  redeemAs,
  setUpPoints,
} from '../loyalty/points/points.factories.js';
import { createLotteryGame } from '../lottery/create-lottery-game.js';
import { generateLotteryIssues } from '../lottery/generate-lottery-issues.js';
import { simulateLotteryBoard } from '../lottery/simulate-lottery-board.js';
import { headersOf, type TLoggedInMember } from '../member/security-centre.factories.js';
import { setCashbackRates } from '../promotions/cashback/cashback.factories.js';
import { multipartApplication, promotionInput } from '../promotions/catalogue/promotions.factories.js';
import { PNG_BYTES, type TTestMethod } from '../payments/payments.factories.js';
import { reportNotReceived, tinyPng, withdraw, type TOps } from '../withdrawals/withdrawals.factories.js';
import {
  depositByBank,
  depositBySandbox,
  loginAs,
  makeBankMethod,
  makeBookMember,
  makeSandboxMethod,
  opsCall,
  readyToWithdraw,
  vendorPlayer,
  type TBookMerchant,
} from './reports.factories.js';

// The dashboard test's book (dashboard.int.test.ts asserts on it): one merchant's money moved through the real
// flows, each of its queues filled, another merchant's money and queue beside it, and what the dashboard must
// answer, added up by hand from the flows below.

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let book: TBookMerchant;
let owner: TOp;
let finance: TOp;

/** Everything the test moved through the flows below, added up by hand. */
export const EXPECTED_TODAY: TDashboardFigures = {
  // Sandbox 1,000,000 + 2,000,000 + 500,000 + 600,000, and a bank deposit of 300,000 approved by finance.
  deposits: { count: 5, amount: 4_400_000 },
  // Alice's 400,000 and Dave's 200,000 paid (Dave's then disputed: still paid until resolved).
  withdrawals: { count: 2, amount: 600_000 },
  // Bets 100,000 + 50,000 + 200,000 + 30,000, the last rolled back.
  stake: 350_000,
  payouts: 250_000,
  ggr: 100_000,
  // Carol's 50,000 without wager; Frank's 20,000 granted and taken back by the operator's revocation.
  bonuses: 50_000,
  // Alice's cashback (1% of her one settled 100,000 round) and Carol's 150 points converted to 1.50.
  rebates: 1_000 + 150,
  ngr: 100_000 - 50_000 - 1_150,
  // Alice and Bob bet, Ivan logged in (Bob too: counted once); Judy's wrong password and the trial account's
  // free play are no activity.
  activeMembers: 3,
  // Alice, Bob, Carol, Dave, Frank, Gina, Henry, Ivan and Judy (the trial accounts are no registrations).
  newMembers: 9,
};

async function moveMoney(sandbox: TTestMethod, bank: TTestMethod) {
  const ops: TOps = { token: finance.token, merchantCode: book.code };
  const alice = await makeBookMember(t, book);
  const bob = await makeBookMember(t, book);
  const carol = await makeBookMember(t, book);
  const dave = await makeBookMember(t, book);
  const frank = await makeBookMember(t, book);
  await makeMember(t.db, { merchantId: book.id, accountType: 4 });
  // Registered a minute ago: the cashback window starts at registration and must hold the rounds.
  await t.db
    .updateTable('member')
    .set({ created_at: sql`now() - interval '1 minute'` })
    .where('id', '=', alice.id)
    .execute();

  await depositBySandbox(t, alice, sandbox, 1_000_000);
  await depositBySandbox(t, bob, sandbox, 2_000_000);
  await depositBySandbox(t, carol, sandbox, 500_000);
  await depositBySandbox(t, dave, sandbox, 600_000);
  const aliceBank = await depositByBank(t, alice, bank, 300_000);
  const approved = await opsCall(t, finance.token, book, 'POST', `/deposits/${aliceBank}/approve`, {});
  expect(approved.json().value.status).toBe('CREDITED');

  const alicePlays = await vendorPlayer(t, book, alice);
  await alicePlays.bet('r1', 100_000);
  await alicePlays.win('r1', 250_000);
  await alicePlays.bet('r2', 50_000);
  const bobPlays = await vendorPlayer(t, book, bob);
  await bobPlays.bet('r3', 200_000);
  await bobPlays.win('r3', 0);
  await bobPlays.bet('r4', 30_000);
  await bobPlays.rollback('r4');

  const grant = (username: string, amount: number, wagerMultiple: number) =>
    opsCall(t, finance.token, book, 'POST', '/bonus/grants', {
      username,
      amount,
      wagerMultiple,
      reason: 'dashboard test',
      requestId: `grant-${username}`,
    });
  expect((await grant(carol.username, 50_000, 0)).statusCode).toBe(200);
  const frankGrant = (await grant(frank.username, 20_000, 1)).json().value.id as string;
  const revoked = await opsCall(t, finance.token, book, 'POST', `/bonus/grants/${frankGrant}/revoke`, {
    reason: 'dashboard test',
  });
  expect(revoked.statusCode, revoked.body).toBe(200);

  // Cashback: the rounds settled just now wait out the settle lag (2 s) before a window takes them.
  await setCashbackRates(t, book, {
    rates: [{ gameCategory: 'RNG', vipLevel: 0, ratePpm: 10_000 }],
    minClaim: 0,
    capPerClaim: null,
  });
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  const claim = await t.app.inject({
    method: 'POST',
    url: '/wps/cashback/claim',
    headers: headersOf(alice),
    payload: { requestId: 'dashboard-cashback' },
  });
  expect(claim.json().value).toMatchObject({ amount: 1_000 });

  // Points: 150 converted to cash (a rebate), and a physical reward waiting for an operator.
  await setUpPoints(t, book);
  await givePoints(t, carol, 30_000n);
  // The points programme's payment password is the withdrawals' one (both 246810).
  const carolOut = await readyToWithdraw(t, carol);
  expect((await convertAs(t, carol, { points: 150 })).json().value).toMatchObject({ amount: 150 });
  const goods = await makeGoods(t, book, { goodsType: 'PHYSICAL', bonus: 0, stock: 5 });
  const redeemed = await redeemAs(t, carol, {
    goodsId: String(goods),
    shippingAddress: { name: 'Carol', phone: '+84 912 345 678', address: '1 Example Road, Hanoi' },
  });
  expect(redeemed.json().value.exchange.status).toBe('APPLYING');

  const aliceOut = await readyToWithdraw(t, alice);
  await approvePay(ops, await withdraw(t, aliceOut, 400_000));
  const daveOut = await readyToWithdraw(t, dave);
  const disputed = await withdraw(t, daveOut, 200_000);
  await approvePay(ops, disputed);
  expect((await reportNotReceived(t, dave, disputed, tinyPng())).statusCode).toBe(200);
  const bobOut = await readyToWithdraw(t, bob);
  // Queues of different lengths, so a count in the wrong field shows: two approved, three requested.
  for (const amount of [100_000, 120_000]) {
    const approved = await withdraw(t, bobOut, amount);
    const res = await opsCall(t, finance.token, book, 'POST', `/withdrawals/${approved}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const amount of [30_000, 31_000, 32_000]) await withdraw(t, carolOut, amount);
  return { alice, bob, carol, dave };
}

async function approvePay(ops: TOps, id: string) {
  expect((await opsCall(t, ops.token, book, 'POST', `/withdrawals/${id}/approve`, {})).statusCode).toBe(200);
  const paid = await opsCall(t, ops.token, book, 'POST', `/withdrawals/${id}/paid`, {});
  expect(paid.statusCode, paid.body).toBe(200);
}

const login = (member: { username: string }, password: string) => loginAs(t, book, member.username, password);

async function logIn(member: TLoggedInMember) {
  const res = await login(member, member.password);
  expect(res.json(), res.body).toMatchObject({ success: true });
}

/** Who only logged in, who failed to, and a free-play visitor. */
async function logInOnly() {
  await logIn(await makeBookMember(t, book));
  const judy = await makeBookMember(t, book);
  expect((await login(judy, 'not-her-password1')).json()).toMatchObject({ success: false });
  const trial = await injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/session/login/freeplay',
    body: { os: 'web', platform: 'W', gatewayVersion: 3, random: randomBytes(16).toString('hex') },
    headers: { merchant: book.code, 'x-forwarded-for': randomIp() },
    merchantId: book.id,
  });
  expect(trial.json(), trial.body).toMatchObject({ success: true });
}

/** A top agent's daily salary of yesterday, held for an operator's review by the merchant's policy. */
async function agentBillForReview(merchant: { id: bigint }) {
  const yesterday = previousPeriod('D', periodContaining('D', new Date(), 'UTC'), 'UTC');
  await makePolicy(t.db, merchant.id, 'DAILY_SALARY', {
    activeMinBetMinor: minor(100),
    isReviewRequired: true,
  });
  const [agent] = await insertMembers(t.db, merchant.id, [{ uplineId: null, accountType: 1 }]);
  const [player] = await insertMembers(t.db, merchant.id, [{ uplineId: agent!, accountType: 0 }]);
  await makeContract(t.db, {
    merchantId: merchant.id,
    type: 'DAILY_SALARY',
    memberId: agent!,
    uplineId: null,
    period: 'D',
    basis: 'VALID_BET',
    tiers: [{ minValidBetMinor: 0, minActive: 0, rateType: 'P', ratePpm: ppm(1) }],
    effectiveFrom: yesterday.start,
  });
  await makeSettledBets(t.db, {
    merchantId: merchant.id,
    memberId: player!,
    settledAt: new Date(yesterday.start.getTime() + 60_000),
    validBets: [1_234],
  });
  await settleAgentPeriod(t.db, {
    merchantId: merchant.id,
    type: 'DAILY_SALARY',
    kind: 'D',
    period: yesterday,
  });
}

/** One of each queue's items, and a few that are not waiting any more (answered, read, drawn). */
async function fillQueues(
  members: { alice: TLoggedInMember; bob: TLoggedInMember; carol: TLoggedInMember; dave: TLoggedInMember },
  bank: TTestMethod,
) {
  const gina = await makeBookMember(t, book);
  await depositByBank(t, gina, bank, 250_000);
  await depositByBank(t, gina, bank, 260_000);
  const henry = await makeBookMember(t, book);
  const large = await depositByBank(t, henry, bank, 12_000_000);
  const once = await opsCall(t, finance.token, book, 'POST', `/deposits/${large}/approve`, {});
  expect(once.json().value).toMatchObject({ status: 'PENDING_REVIEW', firstApprovedBy: String(finance.id) });

  const adjustment = await opsCall(t, finance.token, book, 'POST', '/adjustments', {
    username: members.alice.username,
    walletCode: 'MAIN',
    amount: 20_000_000,
    reason: 'above the threshold',
    requestId: 'dashboard-adjustment',
  });
  expect(adjustment.json().value.status).toBe('PENDING_APPROVAL');

  const feedback = multipartApplication({ type: 'SUGGESTION', content: 'More games please' }, []);
  const sent = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...headersOf(members.alice), ...feedback.headers },
    payload: feedback.payload,
  });
  expect(sent.statusCode, sent.body).toBe(200);

  const promotion = await opsCall(
    t,
    owner.token,
    book,
    'POST',
    '/promotions',
    promotionInput({ kind: 'APPLICATION', amountMinor: 8_800 }, { wagerMultiple: 1, wagerBase: 'BONUS' }),
  );
  expect(promotion.statusCode, promotion.body).toBe(200);
  const application = multipartApplication({ remark: 'my screenshot' }, [
    { content: PNG_BYTES, filename: 'proof.png', type: 'image/png' },
  ]);
  const applied = await t.app.inject({
    method: 'PUT',
    url: `/wps/promotions/${promotion.json().value.id}/application`,
    headers: { ...headersOf(members.bob), ...application.headers },
    payload: application.payload,
  });
  expect(applied.json().value.status).toBe('APPLYING');

  // Two conversations: support has read (and answered) the first, the second waits.
  for (const [member, isAnswered] of [
    [members.carol, true],
    [members.dave, false],
  ] as const) {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/wps/livechat/open',
      headers: headersOf(member),
      payload: {},
    });
    const conversationId = BigInt(opened.json().value.conversationId);
    await postLiveChatMessage(t.ctx, { conversationId, side: 'VISITOR', body: 'hello?', operatorId: null });
    if (isAnswered)
      await postLiveChatMessage(t.ctx, { conversationId, side: 'SUPPORT', body: 'hi', operatorId: owner.id });
  }

  const game = await createLotteryGame(t.db, book.id, { engineCode: 'VN_MB' });
  await generateLotteryIssues(t.db, new Date(Date.now() - 3 * 86_400_000));
  const issue = await t.db
    .selectFrom('lottery_issue')
    .select('id')
    .where('game_id', '=', game.id)
    .where('close_at', '<', new Date())
    .orderBy('draw_at', 'desc')
    .executeTakeFirstOrThrow();
  const entered = await opsCall(t, owner.token, book, 'POST', `/lottery/issues/${issue.id}/results`, {
    result: simulateLotteryBoard('VN_NORTH'),
  });
  expect(entered.json().value).toMatchObject({ state: 'WAITING_SECOND' });
}

/** Builds the whole book (a minute or so of flows), then runs the ledger auditor so its last run is known. */
export async function buildDashboardBook(input: {
  t: TTestApp;
  book: TBookMerchant;
  other: TBookMerchant;
  owner: TOp;
  finance: TOp;
}): Promise<void> {
  ({ t, book, owner, finance } = input);
  const sandbox = await makeSandboxMethod(t.db, book.id);
  const bank = await makeBankMethod(t.db, book.id, { maxMinor: 20_000_000n, dailyMaxMinor: 50_000_000n });
  const members = await moveMoney(sandbox, bank);
  await fillQueues(members, bank);
  await logIn(members.bob);
  await logInOnly();
  // Another merchant's money and queue: none of it may show on the first one's dashboard.
  const stranger = await makeBookMember(t, input.other);
  await depositBySandbox(t, stranger, await makeSandboxMethod(t.db, input.other.id), 777_000);
  await depositByBank(t, stranger, await makeBankMethod(t.db, input.other.id), 120_000);
  await agentBillForReview(input.other);
  await runLedgerAudit(t.db);
}
