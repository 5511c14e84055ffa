import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { demoBaseURL } from '../fixtures/merchants.js';
import { sealedOperatorTotpSecret } from '../fixtures/operators.js';

/** A support operator with a live session, stored as the server stores sessions (see fixtures/operators.ts). */
async function makeSupportToken(pool: pg.Pool): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO operator (username, password_hash, role, totp_secret)
     VALUES ($1, 'not-used-by-e2e', 'support', $2) RETURNING id`,
    [`sup${randomBytes(5).toString('hex')}`, await sealedOperatorTotpSecret()],
  );
  await pool.query(
    `INSERT INTO operator_session (token_hash, operator_id, expires_at) VALUES ($1, $2, now() + interval '2 hours')`,
    [createHash('sha256').update(token).digest(), rows[0]!.id],
  );
  return token;
}

/** A valid 1×1 png. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is not checked by the server's content sniffing; a fixed one keeps this short.
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('feedback and platform messages', () => {
  test('a member sends feedback with an image, support answers, the member sees the badge and reads it', async ({
    page,
    pool,
  }) => {
    const member = await makeMember(pool);
    const supportToken = await makeSupportToken(pool);
    const ops = (path: string, init: RequestInit = {}) =>
      fetch(`${demoBaseURL()}/ops/merchants/demo${path}`, {
        ...init,
        headers: { 'x-operator-token': supportToken, 'content-type': 'application/json' },
      });

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    // The after-login popup notices (when the demo merchant has any) are not what this test is about.
    await page
      .getByTestId('modal-notice')
      .getByTestId('modal-close')
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect(page.getByTestId('header-messages')).toBeVisible();
    await expect(page.getByTestId('header-unread-badge')).toHaveCount(0);

    // The feedback label of the side menu opens the form.
    await page
      .getByTestId('side-menu')
      .getByRole('button', { name: /意見回饋|Feedback/ })
      .click();
    const modal = page.getByTestId('modal-feedback');
    await expect(modal).toBeVisible();
    await modal.getByTestId('feedback-type').selectOption('WITHDRAWAL');
    await modal.getByTestId('feedback-content').fill('My withdrawal has not arrived');
    await expect(modal.getByTestId('feedback-counter')).toHaveText('29/140');
    const png = tinyPng();
    await modal
      .getByTestId('feedback-images-input')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
    await expect(modal.getByTestId('feedback-image')).toHaveCount(1);
    await modal.getByTestId('feedback-submit').click();
    await expect(modal.getByTestId('feedback-sent')).toBeVisible();
    await modal.getByTestId('modal-close').click();

    // Support finds it with its image and answers through the operator API.
    const { rows } = await pool.query<{ id: string }>(
      `SELECT f.id FROM feedback f JOIN member m ON m.id = f.member_id WHERE m.username = $1`,
      [member.username],
    );
    expect(rows).toHaveLength(1);
    const feedbackId = rows[0]!.id;
    const image = await ops(`/feedback/${feedbackId}/images/1`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const answered = await ops(`/feedback/${feedbackId}/answer`, {
      method: 'POST',
      body: JSON.stringify({ answer: 'It was paid at 10:00, please check again.' }),
    });
    expect(((await answered.json()) as { success: boolean }).success).toBe(true);

    // The badge polls every 30 s; a reload asks at once.
    await page.reload();
    await expect(page.getByTestId('header-unread-badge')).toHaveText('1');
    await page.getByTestId('header-messages').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toHaveAttribute('data-active-page', 'messageV2');
    const item = centre.getByTestId('message-item').first();
    await expect(item).toHaveAttribute('data-read', 'false');
    await item.getByRole('button').click();
    await expect(centre.getByTestId('message-content')).toHaveText(
      'It was paid at 10:00, please check again.',
    );
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('header-unread-badge')).toHaveCount(0);

    // The member's feedback shows the answer too.
    await centre.getByTestId('messages-tab-feedback').click();
    await expect(centre.getByTestId('my-feedback-answer')).toHaveText(
      'It was paid at 10:00, please check again.',
    );
  });
});
