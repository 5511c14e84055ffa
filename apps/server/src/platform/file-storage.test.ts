import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { fileStorageOf } from './file-storage.js';

describe('fileStorageOf', () => {
  it('is a local directory under DATA_DIR by default, one per configuration', () => {
    const config = loadConfig({ DATA_DIR: path.join('/tmp', 'kirin-data') });
    const storage = fileStorageOf(config);
    expect(storage.kind).toBe('local');
    expect(fileStorageOf(config)).toBe(storage);
  });

  it('is S3 when configured, and names every missing S3 variable otherwise', () => {
    const s3 = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(fileStorageOf(s3).kind).toBe('s3');
    const incomplete = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'files' });
    expect(() => fileStorageOf(incomplete)).toThrow(ConfigError);
    try {
      fileStorageOf(incomplete);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'S3_ENDPOINT: required when FILE_STORAGE=s3',
        'S3_ACCESS_KEY_ID: required when FILE_STORAGE=s3',
        'S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3',
      ]);
    }
  });
});
