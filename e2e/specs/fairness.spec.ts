import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember } from '../fixtures/wallet.js';

test.describe('provably fair verification', () => {
  test('a slot round played through the in-house vendor verifies on /fairness, for a guest', async ({
    page,
    pool,
  }) => {
    const member = await makeMember(pool);
    await fundMember(await makeFinanceOperator(pool), member, 10_000);
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    const round = await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login);

    await page.goto(`/fairness?round=${round.roundId}`);
    const fairness = page.getByTestId('page-fairness');
    await expect(fairness.getByTestId('fair-round-id')).toContainText(round.roundId);
    await expect(fairness.getByTestId('fair-server-seed')).toHaveValue(round.serverSeed);
    await expect(fairness.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'match');
    await expect(fairness.getByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'match');
    await expect(fairness.getByTestId('fair-computed-hash')).toHaveText(round.serverSeedHash);
    await expect(fairness.getByTestId('fair-computed-stops')).toHaveText(
      (await fairness.getByTestId('fair-stored-stops').textContent()) ?? 'the stored stops',
    );

    // Another seed gives another hash: the page says so instead of agreeing with anything.
    await fairness.getByTestId('fair-server-seed').fill(`${round.serverSeed.slice(0, -1)}x`);
    await fairness.getByTestId('fair-verify').click();
    await expect(fairness.getByTestId('fair-hash-verdict')).toHaveAttribute('data-verdict', 'mismatch');
  });

  test('the round is in the betting record, whose verify link opens the fairness page', async ({
    page,
    pool,
  }) => {
    const member = await makeMember(pool);
    await fundMember(await makeFinanceOperator(pool), member, 10_000);
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    const round = await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, 200);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page.goto('/?centre=personalHistoryCopy');
    const centre = page.getByTestId('centre-page-personalHistoryCopy');
    const row = centre.locator(`[data-testid="records-row"][data-round="${round.roundId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('2.00');
    await expect(centre.getByTestId('records-totals')).toBeVisible();

    await row.getByTestId('records-verify').click();
    await expect(page).toHaveURL(new RegExp(`/fairness\\?round=${round.roundId}$`));
    await expect(page.getByTestId('modal-memberCentre')).toHaveCount(0);
    await expect(page.getByTestId('fair-result-verdict')).toHaveAttribute('data-verdict', 'match');
  });
});
