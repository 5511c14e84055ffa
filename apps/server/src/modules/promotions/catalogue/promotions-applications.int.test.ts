import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { mainBalance, makeSettledBets } from '../../agent/settlement/settlement.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { PNG_BYTES } from '../../payments/payments.factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import { forfeitBonus } from '../bonus/index.js';
import { createPromotion, multipartApplication, promotionInput, readDetail } from './promotions.factories.js';

let t: TTestApp;
let owner: string;
let finance: string;
let support: string;
let promotion: string;
const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
]);
const png = { content: PNG_BYTES, filename: 'proof.png', type: 'image/png' };

const apply = (
  member: TLoggedInMember,
  fields: Record<string, string>,
  images: (typeof png)[],
  id = promotion,
) => {
  const body = multipartApplication(fields, images);
  return t.app.inject({
    method: 'PUT',
    url: `/wps/promotions/${id}/application`,
    headers: { ...headersOf(member), ...body.headers },
    payload: body.payload,
  });
};
const ops = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/demo${url}`,
    headers: { 'x-operator-token': token },
    ...(payload ? { payload } : {}),
  });
const claimOf = (memberId: bigint) =>
  t.db
    .selectFrom('promotion_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', BigInt(promotion))
    .executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp();
  owner = (await makeLoggedInOperator(t.db, { role: 'owner' })).token;
  finance = (await makeLoggedInOperator(t.db, { role: 'finance' })).token;
  support = (await makeLoggedInOperator(t.db, { role: 'support' })).token;
  promotion = await createPromotion(
    t,
    owner,
    promotionInput({ kind: 'APPLICATION', amountMinor: 8_800 }, { wagerMultiple: 1, wagerBase: 'BONUS' }),
  );
});
afterAll(() => t.close());

describe('application with review', () => {
  it('applies with a remark and images, is approved by finance and paid once', async () => {
    const member = await makeLoggedInMember(t);
    expect((await readDetail(t, member, promotion)).actions).toEqual(['APPLY']);
    const res = await apply(member, { remark: 'my screenshot' }, [
      png,
      { content: JPEG_BYTES, filename: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('APPLYING');
    const claim = (await claimOf(member.id))!;
    expect(claim).toMatchObject({ status: 'APPLYING', remark: 'my screenshot', bonus_minor: 8_800n });
    const queue = await ops(support, 'GET', '/promotion-applications');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          claimId: `${claim.id}`,
          username: member.username,
          imageCount: 2,
          remark: 'my screenshot',
        }),
      ]),
    );
    const image = await ops(support, 'GET', `/promotion-applications/${claim.id}/images/1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    // A second application while one is open.
    expectFailure(await apply(member, { remark: 'again' }, []), 409, 'PROMOTION_ACTION_REFUSED', {
      status: 'APPLYING',
      event: 'APPLY',
    });
    expectFailure(
      await ops(support, 'POST', `/promotion-applications/${claim.id}/review`, { decision: 'APPROVE' }),
      403,
      'FORBIDDEN',
    );
    const approved = await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, {
      decision: 'APPROVE',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toEqual({ status: 'ISSUED', paid: 8_800 });
    expect(await mainBalance(t.db, member.id)).toBe(8_800n);
    expect((await readDetail(t, member, promotion)).status).toBe('ISSUED');
    expectFailure(
      await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, { decision: 'APPROVE' }),
      409,
      'PROMOTION_ACTION_REFUSED',
      { status: 'ISSUED', event: 'APPROVE' },
    );
    expect(await mainBalance(t.db, member.id)).toBe(8_800n);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `promotion-claim:${claim.id}`)
      .execute();
    expect(audit).toEqual([
      { action: 'promotion-application.approve', target: `promotion-claim:${claim.id}` },
    ]);
  });

  it('rejects with a reason the member sees; nothing is paid', async () => {
    const member = await makeLoggedInMember(t);
    expect((await apply(member, {}, [])).statusCode).toBe(200);
    const claim = (await claimOf(member.id))!;
    expectFailure(
      await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, { decision: 'REJECT' }),
      400,
      'VALIDATION_FAILED',
    );
    const rejected = await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, {
      decision: 'REJECT',
      reason: 'Screenshot unreadable',
    });
    expect(rejected.json().value).toEqual({ status: 'REJECTED', paid: 0 });
    const detail = await readDetail(t, member, promotion);
    expect(detail.status).toBe('REJECTED');
    expect(detail.claim?.rejectReason).toBe('Screenshot unreadable');
    expect(await mainBalance(t.db, member.id)).toBe(0n);
  });

  it('checks images by content, count and size, and the remark length; a refusal stores nothing', async () => {
    const member = await makeLoggedInMember(t);
    const files = async () =>
      (
        await t.db
          .selectFrom('stored_file')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await files();
    const renamed = {
      content: Buffer.from('MZ\x90\x00 this is not an image'),
      filename: 'evil.png',
      type: 'image/png',
    };
    expectFailure(await apply(member, { remark: 'x' }, [png, renamed]), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectFailure(await apply(member, { remark: 'x' }, [png, png, png, png]), 413, 'TOO_MANY_FILES');
    const big = {
      content: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
      filename: 'big.png',
      type: 'image/png',
    };
    expectFailure(await apply(member, {}, [big]), 413, 'FILE_TOO_LARGE');
    expectFailure(await apply(member, { remark: 'x'.repeat(141) }, [png]), 400, 'VALIDATION_FAILED');
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: `/wps/promotions/${promotion}/application`,
      headers: headersOf(member),
      payload: { remark: 'x' },
    });
    expectFailure(notMultipart, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await claimOf(member.id)).toBeUndefined();
    expect(await files()).toBe(before);
    // 140 characters and three images are fine.
    expect((await apply(member, { remark: 'x'.repeat(140) }, [png, png, png])).statusCode).toBe(200);
  });
});

describe('another merchant', () => {
  it('cannot have its application reviewed or its images read through this merchant', async () => {
    const other = await makeOtherMerchant(t);
    const member = await makeLoggedInMember(t, {}, other);
    const foreign = await t.db
      .insertInto('promotion')
      .values({
        merchant_id: other.id,
        code: 'FOREIGN',
        kind: 'APPLICATION',
        status: 'PUBLISHED',
        starts_at: new Date(Date.now() - 60_000),
        audience: JSON.stringify({}),
        rules: JSON.stringify({ kind: 'APPLICATION', amountMinor: 500 }),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claim = await t.db
      .insertInto('promotion_claim')
      .values({
        merchant_id: other.id,
        promotion_id: foreign.id,
        member_id: member.id,
        period_key: 'ONCE',
        status: 'APPLYING',
        bonus_minor: 500n,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectFailure(
      await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, { decision: 'APPROVE' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await ops(finance, 'GET', `/promotion-applications/${claim.id}/images/1`),
      404,
      'NOT_FOUND',
    );
    expectFailure(await ops(finance, 'GET', `/promotions/${foreign.id}/cost`), 404, 'NOT_FOUND');
    expect(
      (
        await t.db
          .selectFrom('promotion_claim')
          .select('status')
          .where('id', '=', claim.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('APPLYING');
    // Nor can its member apply for this merchant's promotion.
    expectFailure(await apply(member, {}, []), 404, 'NOT_FOUND');
  });
});

describe('operator catalogue', () => {
  it('previews sanitised content without saving, refuses bad input and audits saves', async () => {
    const input = promotionInput(
      { kind: 'APPLICATION', amountMinor: 100 },
      {
        contents: [
          { language: 'EN', title: 'P', summary: '', html: '<b>ok</b><script>x()</script>', termsHtml: '' },
        ],
      },
    );
    const count = async () =>
      (
        await t.db
          .selectFrom('promotion')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const preview = await ops(owner, 'POST', '/promotions/preview?language=EN', input);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().value).toMatchObject({ html: '<b>ok</b>', status: 'JOIN', actions: ['APPLY'] });
    expect(await count()).toBe(before);
    const bad = await ops(owner, 'POST', '/promotions', {
      ...input,
      rules: {
        kind: 'BET_VOLUME',
        period: 'DAY',
        tiers: [
          { validBetMinor: 5, rewardMinor: 1 },
          { validBetMinor: 4, rewardMinor: 1 },
        ],
      },
    });
    expectFailure(bad, 400, 'VALIDATION_FAILED');
    expectFailure(await ops(support, 'POST', '/promotions', input), 403, 'FORBIDDEN');
    expect(await count()).toBe(before);
    const id = await createPromotion(t, owner, input);
    const dup = await ops(owner, 'POST', '/promotions', input);
    expectFailure(dup, 409, 'CONFLICT');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `promotion:${id}`)
      .execute();
    expect(audit).toEqual([{ action: 'promotion.create' }]);
  });

  it('reports the cost of a promotion from its claims and the claimants’ bets', async () => {
    const member = await makeLoggedInMember(t);
    await makeSettledBets(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      settledAt: new Date(Date.now() - 3_600_000),
      validBets: [999],
    });
    await apply(member, {}, []);
    const claim = (await claimOf(member.id))!;
    await ops(finance, 'POST', `/promotion-applications/${claim.id}/review`, { decision: 'APPROVE' });
    await makeSettledBets(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      settledAt: new Date(Date.now() + 1_000),
      validBets: [120, 30.5],
    });
    // The member gives this bonus up: what the forfeit takes back is the promotion's "forfeited".
    const grant = await t.db
      .selectFrom('bonus_grant')
      .select(['id', 'bonus_minor'])
      .where('source_ref', '=', `promotion-claim:${claim.id}`)
      .executeTakeFirstOrThrow();
    const forfeit = await forfeitBonus(t.db, {
      merchantId: member.merchantId,
      grantId: grant.id,
      reason: 'MEMBER_REQUEST',
      memberId: member.id,
    });
    expect(forfeit.taken_back_minor).toBe(grant.bonus_minor);
    const res = await ops(support, 'GET', `/promotions/${promotion}/cost`);
    expect(res.statusCode, res.body).toBe(200);
    // Grants of the first test (approved), this one; the rejected one; bets before the grant do not count.
    expect(res.json().value).toMatchObject({
      grants: 2,
      paid: 17_600,
      forfeited: Number(grant.bonus_minor),
      turnoverTarget: 17_600,
      rejected: 1,
      applying: 1,
    });
    expect(res.json().value.turnoverGenerated).toBe(15_050);
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(t.db);
  });
});
