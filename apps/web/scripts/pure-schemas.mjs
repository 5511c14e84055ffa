// Marks the contracts' schema building as free of side effects, so the site's bundle keeps only the schemas
// it uses (issue 22). A contract module mixes constants (MODULE_IDS, LANGUAGES…) with zod schemas built by
// chained calls (`z.object({…}).extend(…)`); Rollup cannot tell those calls are pure, so one constant used by
// the first page brought every schema of its module. With `/* @__PURE__ */` before each call chain that
// starts at `z` or at a contract schema (`ZName.…(` or `ZName(`), an unused schema is dropped like an unused
// constant. Only code is annotated: comments, strings and template literals are copied as they are.

/** A call chain starting at zod's `z` or at a contract schema or schema builder (`ZPaged(`). */
const CALL_START = /^(?:z|Z[A-Z]\w*)(?:\.\w+)*\(/;
const IDENTIFIER_CHAR = /[\w$.]/;

/** `source` with a pure annotation before each schema call chain outside comments and strings. */
export function annotateSchemaCalls(source) {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    const ch = source[i];
    let end = -1;
    if (two === '//') end = source.indexOf('\n', i);
    else if (two === '/*') end = source.indexOf('*/', i + 2) + 1;
    else if (ch === "'" || ch === '"' || ch === '`') {
      end = i + 1;
      while (end < source.length && source[end] !== ch) end += source[end] === '\\' ? 2 : 1;
    }
    if (end !== -1) {
      const stop = end <= i ? source.length : end + 1;
      out += source.slice(i, stop);
      i = stop;
      continue;
    }
    if ((ch === 'z' || ch === 'Z') && !IDENTIFIER_CHAR.test(source[i - 1] ?? ' ')) {
      const match = CALL_START.exec(source.slice(i, i + 200));
      if (match) out += '/* @__PURE__ */ ';
    }
    out += ch;
    i += 1;
  }
  return out;
}

/** Vite plugin: annotates the contracts' TypeScript sources before they are compiled (build only). */
export function pureSchemas() {
  return {
    name: 'kirin-pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/.+\.ts$/.test(id) || id.includes('.test.')) return null;
      return { code: annotateSchemaCalls(code), map: null };
    },
  };
}
