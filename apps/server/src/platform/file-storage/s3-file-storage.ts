import { AwsClient } from 'aws4fetch';
import { AppError } from '../errors.js';
import { assertStorageKey, type TFileStorage } from './file-storage.types.js';

export type TS3Settings = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Files in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which AWS, MinIO, Ceph and
 * R2 all accept. Requests are signed with AWS Signature V4 (aws4fetch); nothing is public: the server
 * reads a file back and answers it itself, so the bucket needs no public policy.
 */
export function createS3FileStorage(settings: TS3Settings): TFileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const failure = async (action: string, key: string, response: Response) =>
    new Error(`S3 ${action} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    kind: 's3',
    async put(key, content, mimeType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(content),
        headers: { 'content-type': mimeType, 'content-length': String(content.length) },
      });
      if (!response.ok) throw await failure('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) throw new AppError('NOT_FOUND');
      if (!response.ok) throw await failure('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
    },
  };
}
