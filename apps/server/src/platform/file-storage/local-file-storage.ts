import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.js';
import { assertStorageKey, type TFileStorage } from './file-storage.types.js';

/**
 * Files in a local directory (the default: DATA_DIR/files). Every server process must see the same
 * directory (one host, or a shared volume); several hosts without one use the S3-compatible storage.
 */
export function createLocalFileStorage(root: string): TFileStorage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, content, { flag: 'wx' });
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('NOT_FOUND');
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
