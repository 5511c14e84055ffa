import {
  loginThroughModal,
  openLoginModal,
  readSessionStorage,
  readStoredToken,
} from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import {
  balanceText,
  countLaunchTokens,
  findMemberId,
  gameFrame,
  KIRIN_SLOT,
  openKirinGames,
  readAvailableSum,
  readBetRounds,
} from '../fixtures/games.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { translate } from '../fixtures/translations.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

const FUNDS_MINOR = 100_000;
/** A spin can land on a payout equal to the stake; a few more spins make a balance change certain enough. */
const MAX_SPINS = 4;
/** The slot allows one spin per 2.5 s (docs/games.md); a spin, its bet and its win, and the header's refresh. */
const SPIN_SETTLED_MS = 15_000;

test.describe('games', () => {
  test(
    'a member launches the Kirin slot from /rng, spins, sees the header balance move and the round in the betting record',
    { tag: '@phone' },
    async ({ page, pool }) => {
      test.setTimeout(90_000);
      const member = await makeMember(pool);
      await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);

      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR));

      const card = await openKirinGames(page);
      await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
      await expect(page).toHaveURL(/\/game\?gameId=\d+&vassalage=KIRIN&name=/);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      expect(page.url(), 'the one-time launch token stays out of the address').not.toContain('token=');
      const spin = gameFrame(page).getByTestId('slot-spin');
      await expect(spin).toBeVisible({ timeout: 10_000 });
      // One name everywhere: the catalogue card's, the game page's and the game's own title (issue 16).
      const sameName = /Kirin Fortune Reels|麒麟財富轉輪/;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sameName);
      await expect(gameFrame(page).locator('.slot-title')).toHaveText(sameName);

      // Spin until the balance moves (a win equal to the stake leaves it where it was); each time the header
      // follows the ledger without a reload, told by the game's balance-changed message.
      let available = FUNDS_MINOR;
      for (let spins = 1; spins <= MAX_SPINS && available === FUNDS_MINOR; spins++) {
        await expect(spin).toBeEnabled({ timeout: SPIN_SETTLED_MS });
        await spin.click();
        await expect
          .poll(
            async () => (await readBetRounds(pool, member)).filter((r) => r.status === 'SETTLED').length,
            {
              timeout: SPIN_SETTLED_MS,
            },
          )
          .toBe(spins);
        available = await readAvailableSum(pool, member);
        await expect(headerBalance(page)).toHaveText(balanceText(available), { timeout: SPIN_SETTLED_MS });
      }
      expect(available, 'the spins moved the balance').not.toBe(FUNDS_MINOR);

      const rounds = await readBetRounds(pool, member);
      expect(rounds.every((r) => r.vassalage === 'KIRIN')).toBe(true);
      const lastRound = rounds[rounds.length - 1]!;

      // Leaving the game keeps the header true, then the betting record lists the round.
      await page.getByTestId('game-back').click();
      await expect(page).toHaveURL(/\/rng\?page=KIRIN$/);
      await expect(headerBalance(page)).toHaveText(balanceText(available));

      await page.goto('/?centre=personalHistoryCopy');
      const centre = page.getByTestId('centre-page-personalHistoryCopy');
      await expect(centre).toBeVisible();
      const recordRow = centre.locator(`[data-testid="records-row"][data-round="${lastRound.round_id}"]`);
      await expect(recordRow).toBeVisible();
      await expect(recordRow).toContainText(sameName);
    },
  );

  test('a reload of /game launches the game again with a new one-time token', async ({ page, pool }) => {
    test.setTimeout(40_000);
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const card = await openKirinGames(page);
    await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
    await expect(gameFrame(page).getByTestId('slot-spin')).toBeVisible({ timeout: 10_000 });
    expect(await countLaunchTokens(pool, member.id)).toBe(1);

    await page.reload();
    await expect(gameFrame(page).getByTestId('slot-spin')).toBeVisible({ timeout: 10_000 });
    expect(await countLaunchTokens(pool, member.id)).toBe(2);
  });

  test('a guest who launches a game gets the login popup', async ({ page }) => {
    const card = await openKirinGames(page);
    await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
    await expect(page.getByTestId('modal-login')).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?page=KIRIN$/);
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test('a trial account that launches a game is told to use a real account, and the server refuses it too', async ({
    page,
    pool,
  }) => {
    await page.goto('/index');
    const login = await openLoginModal(page);
    await login.getByTestId('free-play').click();
    await expect(login).toHaveCount(0);
    const username = (await readSessionStorage(page)).account!;

    const card = await openKirinGames(page);
    await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
    const warning = page.getByTestId('modal-warning');
    await expect(warning).toContainText(translate('TW', 'in_need_true_account'));
    await expect(page).toHaveURL(/\/rng\?page=KIRIN$/);

    const gameId = await card.getAttribute('data-game-id');
    const answer = await page.request.post('/wps/game/launchGame', {
      headers: { Authorization: await readStoredToken(page), Merchant: DEMO_MERCHANT_CODE, Device: 'WEB' },
      data: { gameId, accountType: 1, vassalage: 'KIRIN', launchMode: 'GLS' },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    expect(await countLaunchTokens(pool, await findMemberId(pool, username))).toBe(0);
  });
});
