import type { Page } from '@playwright/test';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';
import { generateIssues } from '../fixtures/lottery.js';
import { expect, test } from '../fixtures/test.js';

/** A Magnum 4D board: three top prizes, ten starters, ten consolations, four digits each. */
const BOARD = {
  '1st prize': '1234',
  '2nd prize': '5678',
  '3rd prize': '9012',
  'Starter prizes': '1001 1002 1003 1004 1005 1006 1007 1008 1009 1010',
  'Consolation prizes': '2001 2002 2003 2004 2005 2006 2007 2008 2009 2010',
};

async function typeBoard(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Result entry' });
  for (const [label, value] of Object.entries(BOARD))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Enter result' }).click();
}

test.describe('console: lottery', () => {
  test('two operators enter the same result of a closed draw, which draws it', async ({ browser, pool }) => {
    // MY_4D of the demo merchant takes its results from a feed, and from operators once a draw has closed.
    await generateIssues();
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE lottery_issue SET open_at = LEAST(open_at, now() - interval '1 minute'), close_at = now() - interval '1 second'
        WHERE id = (SELECT i.id FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id
                    JOIN merchant m ON m.id = g.merchant_id
                    WHERE m.code = 'demo' AND g.code = 'MY_4D' AND i.status = 'OPEN' AND i.draw_at > now() + interval '1 hour'
                    ORDER BY i.draw_at LIMIT 1)
        RETURNING id`,
    );
    const issueId = rows[0]!.id;
    const first = await makeConsoleOperator(pool, 'support');
    const second = await makeConsoleOperator(pool, 'owner');

    const firstPage = await (await browser.newContext()).newPage();
    await useConsoleInEnglish(firstPage);
    await signInToConsole(firstPage, first);
    await firstPage.goto(`/console/demo/lottery/issues/${issueId}/results`);
    await typeBoard(firstPage);
    await expect(
      firstPage.getByText(/Waiting for a second operator: a different operator must type/),
    ).toBeVisible();

    const secondPage = await (await browser.newContext()).newPage();
    await useConsoleInEnglish(secondPage);
    await signInToConsole(secondPage, second);
    await secondPage.goto(`/console/demo/lottery/issues/${issueId}/results`);
    // The first entry's numbers are not shown: the second operator types from the official source.
    await expect(secondPage.getByText('1001 1002')).toHaveCount(0);
    await typeBoard(secondPage);
    await expect(secondPage.getByText(/Confirmed: your entry matches/)).toBeVisible();

    const result = await pool.query<{ source: string; status: string }>(
      `SELECT r.source, i.status FROM lottery_draw_result r JOIN lottery_issue i ON i.id = r.issue_id WHERE r.issue_id = $1`,
      [issueId],
    );
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]!.source).toBe('OPERATOR');
    expect(['DRAWN', 'SETTLED']).toContain(result.rows[0]!.status);
    const audit = await pool.query<{ operator_id: string; before: unknown; after: unknown }>(
      `SELECT operator_id, before, after FROM audit_log WHERE action = 'lottery.result-entry' AND operator_id IN ($1, $2) ORDER BY id`,
      [first.id, second.id],
    );
    expect(audit.rows.map((row) => row.operator_id)).toEqual([first.id, second.id]);
    expect(audit.rows[0]!.before).toMatchObject({ ownEntry: null });
    expect(audit.rows[1]!.after).toBeTruthy();
  });
});
