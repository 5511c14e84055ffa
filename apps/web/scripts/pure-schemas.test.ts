import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollup } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { annotateSchemaCalls } from './pure-schemas.mjs';

const PURE = '/* @__PURE__ */ ';

describe('annotateSchemaCalls', () => {
  it('marks each call chain that starts at z or at a contract schema, and nothing else', () => {
    const source = [
      "export const ZA = z.object({ a: z.string().min(1), b: ZTime.default('UTC') });",
      'export const ZB = ZA.extend({ c: ZPaged(ZA) });',
      'export const LIST = buildList(zone.size, Zone.of(1));',
      'const x = ZA.shape;',
    ].join('\n');
    expect(annotateSchemaCalls(source)).toBe(
      [
        `export const ZA = ${PURE}z.object({ a: ${PURE}z.string().min(1), b: ${PURE}ZTime.default('UTC') });`,
        `export const ZB = ${PURE}ZA.extend({ c: ${PURE}ZPaged(ZA) });`,
        'export const LIST = buildList(zone.size, Zone.of(1));',
        'const x = ZA.shape;',
      ].join('\n'),
    );
  });

  it('copies comments, strings and template literals as they are (a comment inside a comment would end it)', () => {
    const source = [
      '/** Built with z.object(…) and ZA.extend(…). */',
      '// z.string() here too',
      "const s = 'z.object(', t = \"ZA.extend(\", u = `z.array(${1})`, e = 'it\\'s z.x(';",
      'const v = z.number();',
    ].join('\n');
    const lines = annotateSchemaCalls(source).split('\n');
    expect(lines.slice(0, 3)).toEqual(source.split('\n').slice(0, 3));
    expect(lines[3]).toBe(`const v = ${PURE}z.number();`);
  });
});

describe('the annotated schemas in a bundle', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keep a used constant of a contract module and drop its unused zod schemas', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pure-schemas-'));
    const contract = [
      "import { z } from 'zod';",
      "export const LANGUAGES = ['TW', 'EN'];",
      'export const ZLanguage = z.enum(LANGUAGES);',
      'export const ZUser = z.object({ name: z.string().min(1), language: ZLanguage }).strict();',
    ].join('\n');
    writeFileSync(path.join(dir, 'contract.js'), annotateSchemaCalls(contract));
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { LANGUAGES } from './contract.js';\nconsole.log(LANGUAGES);",
    );
    const bundle = await rollup({
      input: path.join(dir, 'main.js'),
      external: ['zod'],
      // As zod's own package declares: importing it does nothing by itself.
      treeshake: { moduleSideEffects: 'no-external' },
    });
    const { output } = await bundle.generate({ format: 'es' });
    const code = output[0].code;
    expect(code).toContain("['TW', 'EN']");
    expect(code).not.toContain('z.');
    expect(code).not.toContain('zod');
  });
});
