import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type TFakeS3 } from './fake-s3-server.js';
import { createS3FileStorage } from './s3-file-storage.js';

let s3: TFakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.requests.length = 0;
  s3.objects.clear();
});

const storageFor = () =>
  createS3FileStorage({
    endpoint: `${s3.endpoint}/`,
    bucket: 'kirin-files',
    region: 'eu-west-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-test-key',
  });

describe('S3-compatible file storage', () => {
  it('PUTs path-style with a SigV4 signature and the content type, then GETs the same bytes back', async () => {
    const storage = storageFor();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('m1/feedback/2026-11/abc.png', bytes, 'image/png');
    const put = s3.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/kirin-files/m1/feedback/2026-11/abc.png');
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBeDefined();
    expect(put.body.equals(bytes)).toBe(true);

    expect((await storage.get('m1/feedback/2026-11/abc.png')).equals(bytes)).toBe(true);
    expect(s3.requests[1]).toMatchObject({ method: 'GET', url: '/kirin-files/m1/feedback/2026-11/abc.png' });
  });

  it('answers NOT_FOUND for a missing key, removes objects, and surfaces other failures', async () => {
    const storage = storageFor();
    await expect(storage.get('m1/none.png')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await storage.put('m1/x.png', Buffer.from('x'), 'image/png');
    await storage.remove('m1/x.png');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/kirin-files/m1/x.png' });
    expect(s3.objects.size).toBe(0);
    s3.failNextWith(400);
    await expect(storage.put('m1/y.png', Buffer.from('y'), 'image/png')).rejects.toThrow(
      /S3 PUT m1\/y.png failed: 400/,
    );
  });
});
