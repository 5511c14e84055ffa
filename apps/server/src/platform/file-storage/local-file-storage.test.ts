import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createLocalFileStorage } from './local-file-storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kirin-local-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('writes under the configured directory, reads back and removes', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('m1/feedback/2026-11/a.png', Buffer.from('bytes'), 'image/png');
    expect(await readFile(path.join(root, 'm1', 'feedback', '2026-11', 'a.png'), 'utf8')).toBe('bytes');
    expect((await storage.get('m1/feedback/2026-11/a.png')).toString()).toBe('bytes');
    // No partial file is left beside it.
    expect(await readdir(path.join(root, 'm1', 'feedback', '2026-11'))).toEqual(['a.png']);
    await storage.remove('m1/feedback/2026-11/a.png');
    await expect(storage.get('m1/feedback/2026-11/a.png')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await storage.remove('m1/feedback/2026-11/a.png');
  });

  it('refuses keys that could leave the directory', async () => {
    const storage = createLocalFileStorage(root);
    for (const key of ['../escape.png', '/etc/passwd', 'm1/../../x.png', 'M1/Upper.png', 'single'])
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/bad storage key/);
    await expect(storage.get('m1/missing.png')).rejects.toBeInstanceOf(AppError);
  });
});
