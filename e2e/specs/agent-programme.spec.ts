import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expectSignedIn, loginThroughModal } from '../fixtures/account-flows.js';
import {
  DEMO_MERCHANT_CODE,
  MEMBER_PASSWORD,
  makeMember,
  makeUsername,
  readMember,
} from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { watchCaptchas } from '../fixtures/captcha.js';
import { formatMinor } from '../fixtures/games.js';
import { expectFitsWidths } from '../fixtures/layout.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { demoBaseURL } from '../fixtures/merchants.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { runServerStep } from '../fixtures/server-step.js';
import { fundMember } from '../fixtures/wallet.js';

/** What the settlement job runs every five minutes (modules/agent/settlement/agent-settlement.job.ts). */
const SETTLEMENT_TICK = {
  file: 'modules/agent/settlement/agent-settlement.job.js',
  name: 'runAgentSettlementTick',
};
/** The demo merchant's zone (brand timeZone): its days are the salary's days. */
const MERCHANT_ZONE_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** The top agent's terms from the platform: 1.0 % of the team's valid bet from 1.00 and one active member. */
const TOP_RATE_PPM = 10_000;
/** What the agent offers its downline in the contract modal: 0.5 %. */
const OFFERED_RATE_PERCENT = '0.5';
const OFFERED_RATE_PPM = 5_000;
/** Three 500.00 spins: 1,500.00 of valid bet, past the demo's 1,000.00 for an active member. */
const SPIN_MINOR = 50_000;
const SPINS = 3;

/** The demo merchant's top agent (apps/server/src/modules/agent/seed-demo-agents.ts; README "Demo accounts"). */
const DEMO_AGENT = { username: 'demoagent', password: 'Agent2026' };
// Its contract pages: the two types it holds (no hourly or real-time terms, and no upline to ask for them).
const DEMO_AGENT_PAGES = [
  'agentAnnouncement',
  'agentRegisterAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividend',
  'agentDailySalary',
];

const grossOf = (baseMinor: number, ratePpm: number) =>
  Math.floor((baseMinor * ratePpm + 500_000) / 1_000_000);

/** A member made an agent holding a daily salary from the platform that is already in force. */
async function makeTopAgent(pool: pg.Pool) {
  const agent = await makeMember(pool, { username: makeUsername('agt') });
  await pool.query('UPDATE member SET account_type = 1 WHERE id = $1', [agent.id]);
  await pool.query(
    `INSERT INTO agent_contract (merchant_id, contract_type, upline_id, member_id, period, basis, tiers, status,
       effective_from, decided_at)
     SELECT merchant_id, 'DAILY_SALARY', NULL, id, 'D', 'VALID_BET', $2, 'VALID', now() - interval '3 days', now()
     FROM member WHERE id = $1`,
    [
      agent.id,
      JSON.stringify([{ minValidBetMinor: 100, minActive: 1, rateType: 'P', ratePpm: TOP_RATE_PPM }]),
    ],
  );
  return agent;
}

async function openAgentPage(page: Page, menuPage: string) {
  const centre = page.getByTestId('modal-agentCentre');
  if (!(await centre.isVisible())) await page.getByTestId('header-agent-centre').click();
  await centre.getByTestId(`centre-menu-${menuPage}`).click();
  await expect(centre.getByTestId(`centre-page-${menuPage}`)).toBeVisible();
  return centre;
}

/** The bills the agent's My income lists, as the page shows them. */
async function readIncome(page: Page) {
  const centre = await openAgentPage(page, 'agentMyIncome');
  const row = centre.getByTestId('income-row').first();
  await expect(row).toBeVisible();
  return {
    gross: await row.getByTestId('income-gross').innerText(),
    keep: await row.getByTestId('income-keep').innerText(),
    status: await row.getByTestId('income-status-cell').innerText(),
  };
}

test.describe('agent programme, as a new user would', () => {
  test('an agent invites a downline agent, offers a daily salary it accepts, and both are paid the next day', async ({
    page,
    pool,
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await makeTopAgent(pool);
    await page.goto('/index');
    await loginThroughModal(page, agent.username, agent.password);

    // The agent makes an invitation link for agents.
    let centre = await openAgentPage(page, 'agentRegisterAccount');
    await centre.getByTestId('invitation-kind').selectOption('AGENT');
    await centre.getByTestId('invitation-submit').click();
    await expect(centre.getByTestId('invitation-created')).toBeVisible();
    const link = await centre.getByTestId('invitation-url').first().innerText();
    expect(link).toMatch(/\/register\?affiliateCode=[A-Za-z0-9]+$/);

    // In its own browser, a visitor opens the link and registers.
    const downlineName = makeUsername('dwn');
    const context = await browser.newContext({
      baseURL: demoBaseURL(),
      extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    const downlinePage = await context.newPage();
    const downlineCaptchas = watchCaptchas(downlinePage, pool);
    await downlinePage.goto(new URL(link).pathname + new URL(link).search);
    const register = downlinePage.getByTestId('modal-register');
    await expect(register).toBeVisible();
    await expect(register.getByTestId('register-field-affiliateCode')).toHaveValue(
      new URL(link).searchParams.get('affiliateCode')!,
    );
    await register.getByTestId('register-field-username').fill(downlineName);
    await register.getByTestId('register-field-password').fill(MEMBER_PASSWORD);
    await register.getByTestId('register-field-confirmPassword').fill(MEMBER_PASSWORD);
    await register
      .getByTestId('register-field-captcha')
      .fill(await downlineCaptchas('register-captcha-image'));
    await register.getByTestId('register-submit').click();
    await expectSignedIn(downlinePage, downlineName);
    const downline = await readMember(pool, downlineName);
    expect(downline, 'the downline is an agent').toMatchObject({ account_type: 1 });
    const { rows: upline } = await pool.query<{ upline_id: string }>(
      'SELECT upline_id FROM member WHERE id = $1',
      [downline!.id],
    );
    expect(upline[0]?.upline_id, 'under the inviting agent').toBe(agent.id);

    // It appears in the agent's team.
    centre = await openAgentPage(page, 'agentTeamManagement');
    await centre.getByTestId('team-username').fill(downlineName);
    await centre.getByTestId('team-search').click();
    await expect(centre.getByTestId('team-row')).toHaveCount(1);
    await expect(centre.getByTestId('team-row')).toContainText(downlineName);

    // The agent offers a daily salary of 0.5 %.
    centre = await openAgentPage(page, 'agentDailySalary');
    await centre.getByTestId(`contract-offer-${downline!.id}`).click();
    const editor = page.getByTestId('contract-editor');
    await editor.getByTestId('tier-0-minValidBet').fill('1');
    await editor.getByTestId('tier-0-minActive').fill('1');
    await editor.getByTestId('tier-0-rate').fill(OFFERED_RATE_PERCENT);
    await editor.getByTestId('contract-request-submit').click();
    await expect(editor).toHaveCount(0);

    // The downline accepts in its own browser.
    const downlineCentre = await openAgentPage(downlinePage, 'agentDailySalary');
    await expect(downlineCentre.getByTestId('contract-pending')).toBeVisible();
    await downlineCentre.getByTestId('contract-accept').click();
    await expect(downlineCentre.getByTestId('contract-mine')).toBeVisible();

    // The team plays: the downline spins the in-house slot three times for 500.00.
    const finance = await makeFinanceOperator(pool);
    const downlineMember = {
      id: downline!.id,
      username: downlineName,
      password: MEMBER_PASSWORD,
      merchantCode: DEMO_MERCHANT_CODE,
    };
    await fundMember(finance, downlineMember, 500_000);
    const login = await loginByApi(DEMO_MERCHANT_CODE, downlineName, MEMBER_PASSWORD);
    for (let spin = 0; spin < SPINS; spin++) {
      // The slot takes one spin per 2.5 s per player (RATE_LIMITED before): the next spin waits for its turn.
      await expect(async () => {
        await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, SPIN_MINOR);
      }).toPass({ intervals: [1_000], timeout: 15_000 });
    }
    const teamBet = SPIN_MINOR * SPINS;

    // Time travel, as the clock would have it: the acceptance and the play happened on a day of their own
    // (far back, so no other test's settlement has cut that day), the terms agreed the day before it, and the
    // job runs the next day at 02:10 in the merchant's zone.
    const daysBack = 400 + randomInt(3_000);
    await pool.query(
      `UPDATE agent_contract SET effective_from = effective_from - make_interval(days => $2)
       WHERE member_id = $1 AND status = 'VALID'`,
      [agent.id, daysBack],
    );
    await pool.query(
      `UPDATE agent_contract SET effective_from = effective_from - make_interval(days => $2 + 1)
       WHERE member_id = $1 AND status = 'VALID'`,
      [downline!.id, daysBack],
    );
    await pool.query(
      `UPDATE bet_round SET bet_at = bet_at - make_interval(days => $2), settled_at = settled_at - make_interval(days => $2)
       WHERE member_id = $1`,
      [downline!.id, daysBack],
    );
    const localNow = Date.now() + MERCHANT_ZONE_OFFSET_MS - daysBack * DAY_MS;
    const nextLocalMidnight = Math.floor(localNow / DAY_MS) * DAY_MS + DAY_MS;
    const nextDay0210 = new Date(nextLocalMidnight - MERCHANT_ZONE_OFFSET_MS + (2 * 60 + 10) * 60_000);
    await runServerStep(SETTLEMENT_TICK, nextDay0210);

    // The bills as the database holds them (their inputs say why, should a figure differ).
    const { rows: bills } = await pool.query<{
      member_id: string;
      status: string;
      gross: string;
      inputs: unknown;
    }>(
      `SELECT member_id, status, gross_minor AS gross, inputs FROM agent_bill
       WHERE member_id IN ($1, $2) AND contract_type = 'DAILY_SALARY'`,
      [agent.id, downline!.id],
    );
    const billOf = (id: string) => bills.find((b) => b.member_id === id);
    expect(billOf(downline!.id), JSON.stringify(bills)).toMatchObject({
      status: 'PAID',
      gross: String(grossOf(teamBet, OFFERED_RATE_PPM)),
    });
    expect(billOf(agent.id), JSON.stringify(bills)).toMatchObject({
      status: 'PAID',
      gross: String(grossOf(teamBet, TOP_RATE_PPM)),
    });
    expect(bills).toHaveLength(2);

    const downlineGross = grossOf(teamBet, OFFERED_RATE_PPM);
    const agentGross = grossOf(teamBet, TOP_RATE_PPM);
    const downlineIncome = await readIncome(downlinePage);
    expect(downlineIncome.gross).toContain(formatMinor(downlineGross));
    expect(downlineIncome.keep).toContain(formatMinor(downlineGross));
    const agentIncome = await readIncome(page);
    expect(agentIncome.gross).toContain(formatMinor(agentGross));
    expect(agentIncome.keep).toContain(formatMinor(agentGross - downlineGross));

    // And the money moved: the platform paid the agent its gross, the agent paid the downline.
    const { rows } = await pool.query<{ member_id: string; kind: string; amount: string }>(
      `SELECT a.member_id, t.kind, e.amount_minor AS amount
       FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id JOIN ledger_account a ON a.id = e.account_id
       WHERE t.kind = 'AGENT_DAILY_SALARY' AND a.member_id IN ($1, $2) ORDER BY t.id, e.id`,
      [agent.id, downline!.id],
    );
    expect(rows.map((r) => [r.member_id, Number(r.amount)])).toEqual(
      expect.arrayContaining([
        [agent.id, agentGross],
        [agent.id, -downlineGross],
        [downline!.id, downlineGross],
      ]),
    );
    expect(rows).toHaveLength(3);
    await context.close();
  });

  test(
    'the demo agent sees its populated centre, every page fitting a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/index');
      await loginThroughModal(page, DEMO_AGENT.username, DEMO_AGENT.password);
      // The demo tree has two weeks of play: the overview of the last 7 days has a team, bets and a chart.
      let centre = await openAgentPage(page, 'agentTeamOverview');
      await centre.getByTestId('agent-filter-period-LAST_7_DAYS').click();
      await expect(centre.getByTestId('agent-figure-teamSize')).not.toHaveText('0');
      await expectFitsWidths(page, 'agentTeamOverview');
      for (const menuPage of DEMO_AGENT_PAGES) {
        centre = await openAgentPage(page, menuPage);
        await expect(centre.locator('.spinner')).toHaveCount(0);
        await expectFitsWidths(page, menuPage);
      }
      // My income lists the two weeks of daily salary the demo settled.
      centre = await openAgentPage(page, 'agentMyIncome');
      await expect(centre.getByTestId('income-row').first()).toBeVisible();
    },
  );
});
