import { KYC_DOCUMENT_MAX_BYTES } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import {
  EXE_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  kycRowsOf,
  PDF_BYTES,
  PNG_BYTES,
  uploadKycDocument,
} from './kyc.factories.js';
import { KYC_PENDING_DOCUMENTS_MAX } from './upload-kyc-document.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getKyc = (member: TLoggedInMember) =>
  t.app.inject({ method: 'GET', url: '/wps/protection/kyc', headers: headersOf(member) });

describe('GET /wps/protection/kyc', () => {
  it('answers none with no documents for a member who has uploaded nothing', async () => {
    const member = await makeLoggedInMember(t);
    const res = await getKyc(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ status: 'none', reason: null, reviewedAt: null, documents: [] });
  });

  it('refuses a trial account and a caller without a session', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await getKyc(trial), 403, 'TRIAL_ACCOUNT');
    expectFailure(await uploadKycDocument(t, trial, 'id_front', PNG_BYTES), 403, 'TRIAL_ACCOUNT');
    expect((await kycRowsOf(t, trial.id)).documents).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/wps/protection/kyc',
      headers: { merchant: 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /wps/protection/kyc/documents', () => {
  it('stores a png, a jpg and a pdf by their content and puts the member in the queue', async () => {
    const member = await makeLoggedInMember(t);
    const first = await uploadKycDocument(t, member, 'id_front', PNG_BYTES);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'pending',
      reason: null,
      documents: [
        { kind: 'id_front', status: 'pending', mimeType: 'image/png', sizeBytes: PNG_BYTES.length },
      ],
    });
    // The name and the declared type are the member's word; the content decides.
    await uploadKycDocument(t, member, 'id_back', JPEG_BYTES, {
      filename: 'back.pdf',
      type: 'application/pdf',
    });
    const last = await uploadKycDocument(t, member, 'proof_of_address', PDF_BYTES, {
      filename: 'bill.png',
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(
      last.json().value.documents.map((d: { kind: string; mimeType: string }) => [d.kind, d.mimeType]),
    ).toEqual([
      ['proof_of_address', 'application/pdf'],
      ['id_back', 'image/jpeg'],
      ['id_front', 'image/png'],
    ]);

    const rows = await kycRowsOf(t, member.id);
    expect(rows.kyc).toMatchObject({ status: 'pending', merchant_id: member.merchantId, reason: null });
    expect(rows.documents).toEqual([
      expect.objectContaining({
        kind: 'id_front',
        mime_type: 'image/png',
        purpose: 'kyc-document',
        member_id: member.id,
      }),
      expect.objectContaining({ kind: 'id_back', mime_type: 'image/jpeg', status: 'pending' }),
      expect.objectContaining({ kind: 'proof_of_address', mime_type: 'application/pdf' }),
    ]);
    expect((await getKyc(member)).json().value.documents).toHaveLength(3);
  });

  it('refuses a renamed executable, html and an empty file, storing nothing', async () => {
    const member = await makeLoggedInMember(t);
    for (const content of [EXE_BYTES, HTML_BYTES, Buffer.alloc(0)]) {
      expectFailure(
        await uploadKycDocument(t, member, 'id_front', content, { filename: 'passport.png' }),
        415,
        'KYC_DOCUMENT_TYPE_NOT_ALLOWED',
      );
    }
    expect(await kycRowsOf(t, member.id)).toEqual({ kyc: undefined, documents: [] });
    const files = await t.db
      .selectFrom('stored_file')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(files).toEqual([]);
  });

  it('refuses a file over 5 MB, storing nothing', async () => {
    const member = await makeLoggedInMember(t);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]);
    expectFailure(await uploadKycDocument(t, member, 'selfie_with_id', big), 413, 'FILE_TOO_LARGE');
    expect(await kycRowsOf(t, member.id)).toEqual({ kyc: undefined, documents: [] });
  });

  it('needs a known kind and a multipart body', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(await uploadKycDocument(t, member, 'passport', PNG_BYTES), 400, 'VALIDATION_FAILED', {
      kind: 'kyc_kind_rule',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/wps/protection/kyc/documents',
      headers: headersOf(member),
      payload: { kind: 'id_front' },
    });
    expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await kycRowsOf(t, member.id)).toEqual({ kyc: undefined, documents: [] });
  });

  it(`takes at most ${KYC_PENDING_DOCUMENTS_MAX} documents waiting for review`, async () => {
    const member = await makeLoggedInMember(t);
    for (let i = 0; i < KYC_PENDING_DOCUMENTS_MAX; i += 1) {
      expect((await uploadKycDocument(t, member, 'id_front', PNG_BYTES)).statusCode).toBe(200);
    }
    expectFailure(await uploadKycDocument(t, member, 'id_front', PNG_BYTES), 413, 'TOO_MANY_FILES');
    expect((await kycRowsOf(t, member.id)).documents).toHaveLength(KYC_PENDING_DOCUMENTS_MAX);
  });

  it('shows a member only its own documents', async () => {
    const owner = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    await uploadKycDocument(t, owner, 'id_front', PNG_BYTES);
    expect((await getKyc(other)).json().value).toMatchObject({ status: 'none', documents: [] });
  });
});
