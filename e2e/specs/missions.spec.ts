import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { balanceText, formatMinor, readAvailableSum } from '../fixtures/games.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { expectNoSidewaysScroll, expectTouchTargets, isNarrow } from '../fixtures/layout.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { translate } from '../fixtures/translations.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

const FUNDS_MINOR = 1_000_000;
/** The slot's top bet level: one spin that wins or loses reaches the demo's daily mission (500.00 on slots). */
const BET_MINOR = 50_000;
const SLOT_SPIN_INTERVAL_MS = 2_700;

type TDemoDaily = { id: string; target: number; reward: number };

/** The demo merchant's daily slot mission (seeded at start, docs/loyalty.md "Missions"). */
async function readDemoDaily(pool: pg.Pool): Promise<TDemoDaily> {
  const { rows } = await pool.query<{ id: string; target_value: string; reward_minor: string }>(
    `SELECT m.id, m.target_value, m.reward_minor FROM mission m JOIN merchant ON merchant.id = m.merchant_id
     WHERE merchant.code = $1 AND m.kind = 'DAILY' AND m.metric = 'VALID_BET' AND m.game_category = 'RNG'
       AND m.status = 'ACTIVE' ORDER BY m.id LIMIT 1`,
    [DEMO_MERCHANT_CODE],
  );
  const row = rows[0];
  if (!row) throw new Error('the demo merchant has no daily slot mission');
  return { id: row.id, target: Number(row.target_value), reward: Number(row.reward_minor) };
}

/** The member's valid bet on slots: settled rounds that won or lost (a spin paying the stake back is none). */
async function readSlotValidBet(pool: pg.Pool, member: TTestMember): Promise<number> {
  const { rows } = await pool.query<{ valid: string | null }>(
    `SELECT sum(valid_bet_minor) AS valid FROM bet_round
     WHERE member_id = $1 AND game_category = 'RNG' AND status = 'SETTLED' AND payout_minor <> stake_minor`,
    [member.id],
  );
  return Number(rows[0]?.valid ?? 0);
}

/** A new, funded player spins the in-house slot through the real vendor until the daily target is reached. */
async function playUntilReached(pool: pg.Pool, target: number): Promise<TTestMember> {
  const member = await makeMember(pool);
  await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
  const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
  let validBet = 0;
  for (let spins = 0; spins < 6 && validBet < target; spins++) {
    // The slot takes one spin per 2.5 s from a player (docs/games.md).
    if (spins > 0) await new Promise((resolve) => setTimeout(resolve, SLOT_SPIN_INTERVAL_MS));
    await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, BET_MINOR);
    validBet = await readSlotValidBet(pool, member);
  }
  expect(validBet, 'the daily valid bet reached').toBeGreaterThanOrEqual(target);
  return member;
}

/** The member-centre entry of the side menu (the drawer on a narrow window). */
async function missionMenuEntry(page: Page) {
  if (isNarrow(page)) await page.getByTestId('side-menu-toggle').click();
  return page.getByTestId('side-menu').getByTitle(translate('TW', 'member_page_missionLeaderboard'));
}

async function readClaims(pool: pg.Pool, member: TTestMember) {
  const { rows } = await pool.query<{ mission_id: string; reward_minor: string; source: string }>(
    `SELECT c.mission_id, c.reward_minor, g.source FROM mission_claim c JOIN bonus_grant g ON g.id = c.bonus_grant_id
     WHERE c.member_id = $1`,
    [member.id],
  );
  return rows.map((r) => ({ missionId: r.mission_id, reward: Number(r.reward_minor), source: r.source }));
}

test.describe('missions', () => {
  test('a new player reaches the daily slot mission, sees the badge, claims and sees the reward in the balance', async ({
    page,
    pool,
  }) => {
    test.setTimeout(150_000);
    const daily = await readDemoDaily(pool);
    const member = await playUntilReached(pool, daily.target);
    const before = await readAvailableSum(pool, member);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await expect(headerBalance(page)).toHaveText(balanceText(before));
    const entry = await missionMenuEntry(page);
    await expect(entry.locator('.badge')).toHaveText('1');
    await entry.click();

    const centrePage = page.getByTestId('centre-page-missionLeaderboard');
    const card = centrePage.locator(`[data-testid="mission-card"][data-mission-id="${daily.id}"]`);
    await expect(card).toHaveAttribute('data-status', 'CLAIMABLE');
    await expect(card.getByTestId('mission-target')).toHaveText(formatMinor(daily.target));
    await expect(card.getByTestId('mission-reward')).toHaveText(formatMinor(daily.reward));
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('[data-testid="centre-page-missionLeaderboard"]')
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await card.getByTestId('mission-claim').click();
    const confirm = page.getByTestId('modal-mission-confirm');
    await expect(confirm.getByTestId('mission-confirm-amount')).toHaveText(formatMinor(daily.reward));
    await confirm.getByTestId('mission-confirm').click();
    await expect(page.getByTestId('mission-result-amount')).toHaveText(formatMinor(daily.reward));

    await expect(headerBalance(page)).toHaveText(balanceText(before + daily.reward));
    expect(await readAvailableSum(pool, member)).toBe(before + daily.reward);
    expect(await readClaims(pool, member)).toEqual([
      { missionId: daily.id, reward: daily.reward, source: 'MISSION' },
    ]);
    await page.getByTestId('mission-result-close').click();
    await expect(card).toHaveAttribute('data-status', 'CLAIMED');
    await expect(card.getByTestId('mission-claim')).toHaveCount(0);
    // The badge is gone once nothing is left to claim.
    await expect(
      page
        .getByTestId('side-menu')
        .getByTitle(translate('TW', 'member_page_missionLeaderboard'))
        .locator('.badge'),
    ).toHaveCount(0);

    // The event tab: the demo race's leaderboard gives this player a rank (the spins were rounds played).
    await centrePage.getByTestId('mission-tab-EVENT').click();
    await expect(centrePage.getByTestId('mission-leaderboard').first()).toBeVisible();
    await expect(centrePage.getByTestId('mission-board-me').first()).toHaveAttribute('data-rank', /^\d+$/);
  });

  test(
    'fits a 360 px phone: the cards, the claim and its result',
    { tag: '@phone' },
    async ({ page, pool }) => {
      test.setTimeout(120_000);
      const daily = await readDemoDaily(pool);
      const member = await playUntilReached(pool, daily.target);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      const entry = await missionMenuEntry(page);
      await expect(entry.locator('.badge')).toHaveText('1');
      await entry.click();
      const card = page
        .getByTestId('centre-page-missionLeaderboard')
        .locator(`[data-testid="mission-card"][data-mission-id="${daily.id}"]`);
      await expect(card.getByTestId('mission-claim')).toBeVisible();
      await expectNoSidewaysScroll(page, 'missions');
      await expectTouchTargets(page, 'missions');
      await card.getByTestId('mission-claim').click();
      await page.getByTestId('mission-confirm').click();
      await expect(page.getByTestId('mission-result-amount')).toHaveText(formatMinor(daily.reward));
      await expectNoSidewaysScroll(page, 'the mission result');
      expect(await readClaims(pool, member)).toEqual([
        { missionId: daily.id, reward: daily.reward, source: 'MISSION' },
      ]);
    },
  );
});
