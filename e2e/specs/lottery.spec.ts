import type { Locator, Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember, type TTestMember } from '../fixtures/accounts.js';
import { balanceText, formatMinor } from '../fixtures/games.js';
import {
  closeAndSettle,
  expectedSettlement,
  findRoomyOpenIssue,
  generateIssues,
  readLotteryBets,
  type TLotteryBetRow,
} from '../fixtures/lottery.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { expect, test } from '../fixtures/test.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

/*
 * The e2e server runs without jobs (JOBS_ENABLED=false), so the fixture stands in for the scheduler: it makes
 * the issues, and after the bet it "time travels" the one issue bet on (its close and draw moved to now, where
 * the real wait is up to a minute for SSC and hours for the North) and runs the jobs' steps: close, draw
 * (in house for SSC, the simulated feed for the North), settle. Everything else is the member in Chromium.
 */

const FUNDS_MINOR = 100_000;
const UNIT_STAKE_TEXT = '10.00';
const UNIT_STAKE_MINOR = 1_000;
/** A northern lô counts the 27 numbers of the board; it pays 99 units per time the number ends one of them. */
const NORTH_LO_UNITS = 27;
const NORTH_LO_PAYS_PER_HIT = 99;
/** Placing a bet through the page, then settling in a child process, then reading back: minutes at worst. */
const LOTTERY_TEST_MS = 150_000;

/** A demo member with money, logged in through the header on `path`. */
async function startFundedMember(page: Page, pool: pg.Pool, path: string): Promise<TTestMember> {
  const member = await makeMember(pool);
  await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
  await page.goto(path);
  // The lobby first: on a busy machine the header is still settling while the page loads.
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  await loginThroughModal(page, member.username, member.password);
  await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR));
  return member;
}

/** Opens a game from its lobby card and waits for its betting view on the given issue. */
async function openGame(page: Page, gameCode: string, numero: string): Promise<Locator> {
  await page.getByTestId(`lottery-game-${gameCode}`).getByTestId(`lottery-play-${gameCode}`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]gameCode=${gameCode}`));
  const view = page.getByTestId('lottery-game-view');
  await expect(view.getByTestId('lottery-numero')).toContainText(numero);
  return view;
}

/** Submits the slip and waits for the server's answer on the page; answers the member's only bet. */
async function submitSlip(view: Locator, pool: pg.Pool, member: TTestMember): Promise<TLotteryBetRow> {
  await view.getByTestId('lottery-slip-submit').click();
  await expect(view.getByTestId('lottery-slip-success')).toBeVisible();
  await expect(view.getByTestId('lottery-slip-empty')).toBeVisible();
  const bets = await readLotteryBets(pool, member.id);
  expect(bets).toHaveLength(1);
  return bets[0]!;
}

/** My bets (open or settled tab) shows the bet with its status, stake and payout. */
async function expectMyBet(
  view: Locator,
  bet: TLotteryBetRow,
  state: 'open' | 'settled',
  expected: { status: string; stake: string; payout: string },
): Promise<void> {
  await view.getByTestId('lottery-view-mybets').click();
  await view.getByTestId(`lottery-mybets-${state}`).click();
  const row = view.getByTestId(`lottery-bet-${bet.id}`);
  await expect(row).toHaveAttribute('data-status', expected.status);
  await expect(row.getByTestId('lottery-bet-stake')).toContainText(expected.stake);
  await expect(row.getByTestId('lottery-bet-payout')).toHaveText(expected.payout);
}

/** The betting record in the member centre, filtered on `category`, lists the round: game, stake, payout. */
async function expectBetRecord(
  page: Page,
  category: 'LOTT' | 'ELOTT',
  gameCode: string,
  bet: TLotteryBetRow,
  payoutMinor: number,
): Promise<void> {
  await page.goto('/?centre=personalHistoryCopy');
  const centre = page.getByTestId('centre-page-personalHistoryCopy');
  await expect(centre).toBeVisible();
  await centre.getByTestId('records-category').selectOption(category);
  await centre.getByTestId('records-search').click();
  const row = centre.locator(`[data-testid="records-row"][data-round="${bet.round_id}"]`);
  await expect(row).toBeVisible();
  const cells = row.locator('td');
  // Columns: time, vendor, game, round, stake, valid bet, payout, profit, status.
  await expect(cells.nth(2)).toHaveText(gameCode);
  await expect(cells.nth(4)).toHaveText(formatMinor(Number(bet.stake_minor)));
  await expect(cells.nth(6)).toHaveText(formatMinor(payoutMinor));
  await expect(row.locator('.records-status')).toHaveAttribute('data-status', 'SETTLED');
  await expect(centre.getByTestId('records-row')).toHaveCount(1);
}

test.describe('lottery', () => {
  test.beforeAll(async () => {
    await generateIssues();
  });

  test('a member bets on SSC 1 minute from /elott and sees the draw settle it: my bets, balance, betting record, seed check', async ({
    page,
    pool,
  }) => {
    test.setTimeout(LOTTERY_TEST_MS);
    const issue = await findRoomyOpenIssue(pool, 'SSC_1M');
    const member = await startFundedMember(page, pool, '/elott');
    const view = await openGame(page, 'SSC_1M', issue.code);
    await expect(view.getByTestId('lottery-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

    await view.getByTestId('lottery-group-BIG_SMALL').click();
    await view.getByTestId('lottery-bettype-SSC_B1_BIG_SMALL').click();
    await view.getByTestId('lottery-option-BIG').click();
    await view.getByTestId('lottery-unit-stake').fill(UNIT_STAKE_TEXT);
    await view.getByTestId('lottery-add-to-slip').click();
    const line = view.getByTestId('lottery-slip-line');
    await expect(line).toHaveAttribute('data-bet-code', 'SSC_B1_BIG_SMALL');
    await expect(line.getByTestId('lottery-slip-stake')).toHaveText(formatMinor(UNIT_STAKE_MINOR));
    const bet = await submitSlip(view, pool, member);
    expect(bet).toMatchObject({ status: 'OPEN', picks: ['BIG'], stake_minor: String(UNIT_STAKE_MINOR) });
    await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR - UNIT_STAKE_MINOR));
    await expectMyBet(view, bet, 'open', {
      status: 'OPEN',
      stake: formatMinor(UNIT_STAKE_MINOR),
      payout: '—',
    });

    await closeAndSettle(pool, 'SSC_1M', issue.code);

    // The results tab shows the drawn balls; the seed revealed with them hashes to the published hash and
    // redraws the same balls.
    await view.getByTestId('lottery-view-results').click();
    const result = view.getByTestId(`lottery-result-${issue.code}`);
    // The tab fetches its list when it opens: wait for the row before reading it.
    const ballItems = result.getByTestId('lottery-balls').locator('li');
    await expect(ballItems).toHaveCount(5);
    const balls = await ballItems.allTextContents();
    await result.getByTestId(`lottery-verify-${issue.code}`).click();
    await expect(result.getByTestId('lottery-verify-verdict')).toHaveAttribute('data-verdict', 'match');

    // What the shown draw makes of the bet: ball 1 of 5..9 is big.
    const expected = await expectedSettlement(bet, { family: 'SSC', balls });
    expect(expected.status).toBe(Number(balls[0]) >= 5 ? 'WON' : 'LOST');
    test
      .info()
      .annotations.push({ type: 'draw', description: `balls ${balls.join(' ')}: ${expected.status}` });
    await page.reload();
    await expect(headerBalance(page)).toHaveText(
      balanceText(FUNDS_MINOR - UNIT_STAKE_MINOR + expected.creditMinor),
    );
    await expectMyBet(view, bet, 'settled', {
      status: expected.status,
      stake: formatMinor(UNIT_STAKE_MINOR),
      payout: formatMinor(expected.creditMinor),
    });
    await expectBetRecord(page, 'ELOTT', 'SSC_1M', bet, expected.creditMinor);
  });

  test('a member bets lô 2 số on the North (simulated feed) from /vnlottery and sees the entered result settle it', async ({
    page,
    pool,
  }) => {
    test.setTimeout(LOTTERY_TEST_MS);
    const issue = await findRoomyOpenIssue(pool, 'VN_MB');
    const member = await startFundedMember(page, pool, '/vnlottery');
    const view = await openGame(page, 'VN_MB', issue.code);
    await expect(view.getByTestId('lottery-simulated').first()).toBeVisible();

    await view.getByTestId('lottery-group-LO').click();
    await view.getByTestId('lottery-bettype-VN_MB_LO2').click();
    await view.getByTestId('lottery-pick-27').click();
    await view.getByTestId('lottery-unit-stake').fill(UNIT_STAKE_TEXT);
    await view.getByTestId('lottery-add-to-slip').click();
    const stakeMinor = UNIT_STAKE_MINOR * NORTH_LO_UNITS;
    const line = view.getByTestId('lottery-slip-line');
    await expect(line).toHaveAttribute('data-bet-code', 'VN_MB_LO2');
    await expect(line.getByTestId('lottery-slip-units')).toHaveText(`×${NORTH_LO_UNITS}`);
    await expect(line.getByTestId('lottery-slip-stake')).toHaveText(formatMinor(stakeMinor));
    await expect(view.getByTestId('lottery-slip-total')).toContainText(formatMinor(stakeMinor));
    const bet = await submitSlip(view, pool, member);
    expect(bet).toMatchObject({ status: 'OPEN', picks: ['27'], stake_minor: String(stakeMinor) });
    await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR - stakeMinor));
    await expectMyBet(view, bet, 'open', { status: 'OPEN', stake: formatMinor(stakeMinor), payout: '—' });

    await closeAndSettle(pool, 'VN_MB', issue.code);

    // The board the simulated feed entered, labelled as simulated, every tier ĐB … G7 with its 27 numbers.
    await view.getByTestId('lottery-view-results').click();
    const result = view.getByTestId(`lottery-result-${issue.code}`);
    await expect(result.getByTestId('lottery-simulated')).toBeVisible();
    const board = result.getByTestId('lottery-board');
    await expect(board).toHaveAttribute('data-family', 'VN_NORTH');
    for (const tier of ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'])
      await expect(board.getByTestId(`lottery-board-row-${tier}`)).toBeVisible();
    await expect(board.locator('.lottery-board__number')).toHaveCount(NORTH_LO_UNITS);
    const numbers = await board.locator('.lottery-board__number').allTextContents();
    const hits = numbers.filter((number) => number.endsWith('27')).length;
    const payoutMinor = UNIT_STAKE_MINOR * NORTH_LO_PAYS_PER_HIT * hits;
    test.info().annotations.push({ type: 'draw', description: `27 ends ${hits} of the board's numbers` });

    await page.reload();
    await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR - stakeMinor + payoutMinor));
    await expectMyBet(view, bet, 'settled', {
      status: hits > 0 ? 'WON' : 'LOST',
      stake: formatMinor(stakeMinor),
      payout: formatMinor(payoutMinor),
    });
    await expectBetRecord(page, 'LOTT', 'VN_MB', bet, payoutMinor);
  });
});
