import { randomBytes } from 'node:crypto';
import type { TOpsPromotionInput, TPromotionRules } from '@kirin/contracts';
import { expect } from 'vitest';
import type { TTestApp } from '../../../test/harness.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { creditDeposit, lockDeposit } from '../../payments/credit-deposit.js';
import { newRequestId } from '../../payments/payments.factories.js';

// Test data builders for the promotions catalogue.

export const promoCode = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** An operator input for a published promotion of `rules`, open since yesterday. */
export function promotionInput(
  rules: TPromotionRules,
  over: Partial<TOpsPromotionInput> = {},
): TOpsPromotionInput {
  return {
    code: promoCode(rules.kind.toLowerCase().replace('_', '-')),
    category: null,
    status: 'PUBLISHED',
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: null,
    audience: {},
    rules,
    wagerMultiple: 10,
    wagerBase: 'BONUS_PLUS_DEPOSIT',
    imageUrl: null,
    sortOrder: 0,
    contents: [
      {
        language: 'EN',
        title: `Promo ${rules.kind}`,
        summary: 'summary',
        html: '<p>body</p>',
        termsHtml: '<p>terms</p>',
      },
    ],
    ...over,
  };
}

/** Creates a promotion through the operator route; answers its id. */
export async function createPromotion(
  t: TTestApp,
  operatorToken: string,
  input: TOpsPromotionInput,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/merchants/demo/promotions',
    headers: { 'x-operator-token': operatorToken },
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as string;
}

/** The member's view of a promotion (status, actions, claimable …). */
export async function readDetail(t: TTestApp, member: TLoggedInMember | null, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/promotions/detail?id=${id}`,
    headers: member ? headersOf(member) : { merchant: 'demo' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    status: string;
    actions: string[];
    claimable: number | null;
    claim: { bonus: number; rejectReason: string | null } | null;
    html: string;
    progress: unknown;
    streak: unknown;
  };
}

export function memberPost(t: TTestApp, member: TLoggedInMember, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: headersOf(member), ...(payload ? { payload } : {}) });
}

/** A deposit through the member's route (with a promotion when given); answers the inject result. */
export function requestDeposit(
  t: TTestApp,
  member: TLoggedInMember,
  methodId: bigint,
  amount: number,
  promotionId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: {
      methodId: `${methodId}`,
      amount,
      requestId: newRequestId(),
      ...(promotionId ? { promotionId } : {}),
    },
  });
}

/** Credits a deposit the way every path does (lock, then creditDeposit in one transaction). */
export async function creditDepositNow(t: TTestApp, depositId: string | bigint): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    const row = await lockDeposit(trx, { id: BigInt(depositId) });
    if (!row) throw new Error('no deposit');
    await creditDeposit(trx, row);
  });
}

/** A multipart body with text fields and any number of files under `images`. */
export function multipartApplication(
  fields: Record<string, string>,
  images: { content: Buffer; filename: string; type: string }[],
) {
  const boundary = `----kirin${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const image of images) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${image.filename}"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
      image.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
