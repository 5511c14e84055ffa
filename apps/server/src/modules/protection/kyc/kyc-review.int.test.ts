import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { auditOf, makeMembersOperator, type TOpsCaller } from '../../member/ops/member-ops.factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { kycRowsOf, PDF_BYTES, PNG_BYTES, uploadKycDocument } from './kyc.factories.js';

let t: TTestApp;
let owner: TOpsCaller;
let support: { id: bigint; call: TOpsCaller };
let finance: TOpsCaller;
let auditor: TOpsCaller;
let content: TOpsCaller;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await makeMembersOperator(t, 'owner')).call;
  support = await makeMembersOperator(t, 'support');
  finance = (await makeMembersOperator(t, 'finance')).call;
  auditor = (await makeMembersOperator(t, 'auditor')).call;
  content = (await makeMembersOperator(t, 'content')).call;
});
afterAll(() => t.close());

const kycPath = (memberId: bigint, rest = '') => `/merchants/demo/protection/kyc/${memberId}${rest}`;

/** A member of the demo merchant with `documents` uploaded (pending). */
async function pendingMember(documents: Buffer[] = [PNG_BYTES]) {
  const member = await makeLoggedInMember(t, { payeeName: 'Tran Thi Binh' });
  for (const bytes of documents) {
    const res = await uploadKycDocument(t, member, 'id_front', bytes);
    expect(res.statusCode, res.body).toBe(200);
  }
  return member;
}

describe('GET /ops/merchants/:code/protection/kyc', () => {
  it('lists pending members first, oldest first, for every reading role; one status on demand', async () => {
    const merchant = await makeMerchant(t.db);
    const [older, newer, done] = await Promise.all([1, 2, 3].map(() => makeLoggedInMember(t, {}, merchant)));
    for (const member of [older!, newer!, done!]) await uploadKycDocument(t, member, 'id_front', PNG_BYTES);
    await t.db
      .updateTable('member_kyc')
      .set({ submitted_at: new Date(Date.now() - 3_600_000) })
      .where('member_id', '=', older!.id)
      .execute();
    await t.db
      .updateTable('member_kyc')
      .set({ status: 'verified', submitted_at: new Date(Date.now() - 7_200_000) })
      .where('member_id', '=', done!.id)
      .execute();

    for (const reader of [owner, finance, auditor, support.call]) {
      const res = await reader('GET', `/merchants/${merchant.code}/protection/kyc`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ total: 3, page: 1 });
      expect(res.json().value.list.map((row: { memberId: string }) => row.memberId)).toEqual(
        [older!, newer!, done!].map((m) => m.id.toString()),
      );
    }
    const verified = await owner('GET', `/merchants/${merchant.code}/protection/kyc?status=verified`);
    expect(verified.json().value.list).toEqual([
      expect.objectContaining({ memberId: done!.id.toString(), status: 'verified', pendingDocuments: 1 }),
    ]);
    expectFailure(await content('GET', `/merchants/${merchant.code}/protection/kyc`), 403, 'FORBIDDEN');
    const scoped = await makeMembersOperator(t, 'owner', ['demo']);
    expectFailure(await scoped.call('GET', `/merchants/${merchant.code}/protection/kyc`), 403, 'FORBIDDEN');
  });
});

describe('GET …/protection/kyc/:memberId and its documents', () => {
  it('shows the identity and documents, audits the read, and serves each document as checked, inline', async () => {
    const member = await pendingMember([PNG_BYTES, PDF_BYTES]);
    const res = await finance('GET', kycPath(member.id));
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().value;
    expect(view).toMatchObject({
      memberId: member.id.toString(),
      username: member.username,
      realName: 'Tran Thi Binh',
      status: 'pending',
      details: { address: null, nationality: null },
    });
    expect(view.documents.map((d: { mimeType: string }) => d.mimeType)).toEqual([
      'application/pdf',
      'image/png',
    ]);
    expect(await auditOf(t, member.id, 'kyc.read')).toHaveLength(1);

    const [pdf, png] = view.documents as { id: string }[];
    const image = await auditor('GET', kycPath(member.id, `/documents/${png!.id}`));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="kyc-\d+-id_front\.png"$/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    const document = await owner('GET', kycPath(member.id, `/documents/${pdf!.id}`));
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^inline; .*\.pdf"$/);
    expect(await auditOf(t, member.id, 'kyc.document-read')).toHaveLength(2);

    // Another member's document through this member's path: not found.
    const other = await pendingMember();
    expectFailure(await owner('GET', kycPath(other.id, `/documents/${png!.id}`)), 404, 'NOT_FOUND');
  });
});

describe('POST …/protection/kyc/:memberId/review', () => {
  it('lets owner and support decide, not finance or the auditor, and audits before and after', async () => {
    const member = await pendingMember();
    for (const caller of [finance, auditor]) {
      expectFailure(
        await caller('POST', kycPath(member.id, '/review'), { decision: 'verified' }),
        403,
        'FORBIDDEN',
      );
    }
    expect((await kycRowsOf(t, member.id)).kyc?.status).toBe('pending');

    const res = await support.call('POST', kycPath(member.id, '/review'), { decision: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await kycRowsOf(t, member.id);
    expect(rows.kyc).toMatchObject({ status: 'verified', reason: null, reviewed_by: support.id });
    expect(rows.documents.map((d) => d.status)).toEqual(['verified']);
    const [audit] = await auditOf(t, member.id, 'kyc.review');
    expect(audit).toMatchObject({
      operator_id: support.id,
      before: { status: 'pending', reason: null },
      after: { status: 'verified', reason: null },
    });

    // Decided: a second review and a further upload are refused.
    expectFailure(
      await owner('POST', kycPath(member.id, '/review'), { decision: 'rejected', reason: 'x' }),
      409,
      'INVALID_STATE',
    );
    expectFailure(await uploadKycDocument(t, member, 'id_back', PNG_BYTES), 409, 'KYC_ALREADY_VERIFIED');
    expect((await kycRowsOf(t, member.id)).documents).toHaveLength(1);
  });

  it('needs a reason to reject; the member sees it and may upload again', async () => {
    const member = await pendingMember();
    expectFailure(
      await owner('POST', kycPath(member.id, '/review'), { decision: 'rejected' }),
      400,
      'VALIDATION_FAILED',
      {
        'body.reason': 'field_required',
      },
    );
    const res = await owner('POST', kycPath(member.id, '/review'), {
      decision: 'rejected',
      reason: 'The photo is blurred',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/wps/protection/kyc',
      headers: headersOf(member),
    });
    expect(seen.json().value).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
      documents: [{ status: 'rejected' }],
    });

    expect((await uploadKycDocument(t, member, 'id_front', PNG_BYTES)).statusCode).toBe(200);
    const rows = await kycRowsOf(t, member.id);
    expect(rows.kyc?.status).toBe('pending');
    expect(rows.documents.map((d) => d.status)).toEqual(['rejected', 'pending']);
  });

  it("refuses a member who has nothing pending, and another merchant's member", async () => {
    const nothing = await makeLoggedInMember(t);
    expectFailure(
      await owner('POST', kycPath(nothing.id, '/review'), { decision: 'verified' }),
      409,
      'INVALID_STATE',
    );
    const merchant = await makeMerchant(t.db);
    const stranger = await makeLoggedInMember(t, {}, merchant);
    await uploadKycDocument(t, stranger, 'id_front', PNG_BYTES);
    expectFailure(
      await owner('POST', kycPath(stranger.id, '/review'), { decision: 'verified' }),
      404,
      'NOT_FOUND',
    );
    expect((await kycRowsOf(t, stranger.id)).kyc?.status).toBe('pending');
  });
});
