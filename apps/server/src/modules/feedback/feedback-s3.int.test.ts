import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type TFakeS3 } from '../../platform/file-storage/fake-s3-server.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { expectFailure, makeLoggedInMember } from '../member/security-centre.factories.js';
import { makeSupport, opsHeaders, sendFeedback, type TStaff } from '../messages/messages.factories.js';
import { fakeExecutable, tinyPng } from '../withdrawals/withdrawals.factories.js';

let s3: TFakeS3;
let t: TTestApp;
let support: TStaff;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    FILE_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'feedback-bucket',
    S3_ACCESS_KEY_ID: 'AKIDTEST',
    S3_SECRET_ACCESS_KEY: 'secret',
  });
  support = await makeSupport(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('feedback images with FILE_STORAGE=s3', () => {
  it('go to the bucket under the stored key and come back to the operator from it', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const png = tinyPng();
    const res = await sendFeedback(t, member, { type: 'OTHER', content: 'Via S3' }, [png]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id;
    const row = await t.db
      .selectFrom('feedback_image as i')
      .innerJoin('stored_file as s', 's.id', 'i.file_id')
      .select(['s.storage_key', 's.content'])
      .where('i.feedback_id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row.content).toBeNull();
    const put = s3.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/feedback-bucket/${row.storage_key}`);
    expect(put.body.equals(png)).toBe(true);

    const image = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback/${id}/images/1`,
      headers: opsHeaders(support),
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', url: put.url });
  });

  it('writes nothing to the bucket for a refused upload', async () => {
    const member = await makeLoggedInMember(t);
    const before = s3.requests.length;
    expectFailure(
      await sendFeedback(t, member, { type: 'OTHER', content: 'x' }, [tinyPng(), fakeExecutable()]),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(s3.requests.length).toBe(before);
  });
});
