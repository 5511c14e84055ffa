import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudget, firstLoadChunks, measureFirstLoad } from './first-load-budget.mjs';

const HOME = 'src/features/home/pages/home-page.tsx';
const DOMAIN = 'src/features/system/components/domain-suggestion.tsx';
/** A build like Vite's: the entry and the home page share a chunk; a lazy page and the texts are apart. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: [
      HOME,
      DOMAIN,
      'src/features/lottery/pages/lottery-page.tsx',
      'src/locales/tw/records.json',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  [HOME]: { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['_shared.js', '_home.css'] },
  '_home.css': { file: 'assets/home.css' },
  [DOMAIN]: { file: 'assets/domain-suggestion.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/features/lottery/pages/lottery-page.tsx': { file: 'assets/lottery-page.js', isDynamicEntry: true },
  'src/locales/tw/records.json': { file: 'assets/locale-tw.js', isDynamicEntry: true },
};

let distDir = '';
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** A dist folder with the manifest and files of random (incompressible) bytes of the given sizes. */
function makeDist(sizes: Record<string, number>, precompressed: Record<string, number> = {}) {
  distDir = mkdtempSync(path.join(tmpdir(), 'kirin-budget-'));
  mkdirSync(path.join(distDir, '.vite'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  for (const entry of Object.values(MANIFEST)) writeFileSync(path.join(distDir, entry.file), randomBytes(1));
  for (const [file, size] of Object.entries(sizes))
    writeFileSync(path.join(distDir, file), randomBytes(size));
  for (const [file, size] of Object.entries(precompressed))
    writeFileSync(path.join(distDir, `${file}.br`), randomBytes(size));
  return distDir;
}

describe('the first-load budget', () => {
  it('follows the static imports of the entry and of the home page, each chunk once, no lazy chunk', () => {
    expect(firstLoadChunks(MANIFEST, ['index.html', HOME]).sort()).toEqual(
      ['index.html', '_react.js', '_shared.js', HOME, '_home.css'].sort(),
    );
  });

  it('counts the JavaScript as sent: the precompressed copy when there is one', () => {
    const dist = makeDist({ 'assets/react.js': 50_000 }, { 'assets/react.js': 30_000 });
    const { files, totalBytes } = measureFirstLoad(dist);
    expect(files.map((f) => f.file).sort()).toEqual(
      [
        'assets/domain-suggestion.js',
        'assets/home-page.js',
        'assets/index.js',
        'assets/react.js',
        'assets/shared.js',
      ].sort(),
    );
    expect(files.find((f) => f.file === 'assets/react.js')?.bytes).toBe(30_000);
    // Random bytes do not compress: the files without a copy count at least their own size.
    expect(totalBytes).toBeGreaterThanOrEqual(30_004);
  });

  it('passes within the budget and fails above it, whatever the lazy chunks weigh', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(
      checkBudget(makeDist({ 'assets/shared.js': 100_000, 'assets/lottery-page.js': 500_000 }), 120, log),
    ).toBe(true);
    rmSync(distDir, { recursive: true, force: true });
    expect(checkBudget(makeDist({ 'assets/shared.js': 130_000 }), 120, log)).toBe(false);
    expect(lines.at(-1)).toMatch(/budget 120 KB: OVER/);
  });
});
