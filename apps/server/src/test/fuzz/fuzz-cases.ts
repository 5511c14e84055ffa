import fc from 'fast-check';
import type { TOperation, TParam } from './openapi-operations.js';
import {
  BAD_JSON_BODIES,
  FOREIGN_CONTENT,
  HOSTILE_HEADERS,
  HUGE_VALUES,
  INJECTION_STRINGS,
  PATH_VALUES,
  PROTOTYPE_NAMES,
  RAW_QUERIES,
  RawJson,
  WRONG_TYPES,
} from './payloads.js';
import { arbitraryOf } from './schema-arbitrary.js';

/** A request body: JSON (possibly sealed or signed later), raw bytes with a content type, or none. */
export type TFuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string | Buffer }
  | { kind: 'none' };

/** One generated request. `kind` names the mutation, for the report. */
export type TFuzzCase = {
  kind: string;
  method: string;
  /** Path and query exactly as sent (already encoded, or deliberately not). */
  url: string;
  headers: Record<string, string | string[]>;
  body: TFuzzBody;
  /** Sent with the credentials of the run (member, operator, vendor, in-house session) or with none. */
  isCredentialed: boolean;
};

/** Values the fuzzer knows exist, by path parameter name (e.g. the merchant the operator calls may change). */
export type TKnownValues = Record<string, string[]>;

/** Headers the server may look things up by: sent with random values too. */
const KEYED_HEADERS = [
  'host',
  'merchant',
  'language',
  'authorization',
  'x-operator-token',
  'x-vendor-session',
];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** A JSON value → text, with RawJson numbers written as they are and own `__proto__` keys kept. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v,
  );
  return (text ?? 'null').replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** What a RawJson number means once parsed (for bodies that are sealed, i.e. serialised by someone else). */
export function withRawNumbersParsed(value: unknown): unknown {
  return JSON.parse(toJsonText(value)) as unknown;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, with lone surrogates (which it refuses) as U+FFFD: raw bad encodings have their own cases. */
function encoded(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
}

function valueToQuery(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(valueToQuery);
  if (value === undefined) return [];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

function queryOf(entries: [string, unknown][]): string {
  return entries
    .flatMap(([name, value]) => valueToQuery(value).map((v) => `${encoded(name)}=${encoded(v)}`))
    .join('&');
}

function paramArbitrary(param: TParam, known: TKnownValues): fc.Arbitrary<unknown> {
  const sampled = arbitraryOf(param.schema);
  const values = known[param.name];
  return values?.length ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, sampled) : sampled;
}

/** A path value percent-encoded segment by segment (a file path keeps its slashes). */
function encodedSegments(value: string): string {
  return value.split('/').map(encoded).join('/');
}

function pathOf(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}|:(\w+)\??/g, (_m, a?: string, b?: string) => values[(a ?? b)!] ?? '');
}

type TValidParts = { path: Record<string, string>; query: [string, unknown][]; body: unknown };

function validParts(operation: TOperation, known: TKnownValues): fc.Arbitrary<TValidParts> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((p) => [
        p.name,
        paramArbitrary(p, known).map((v) => encodedSegments(String(v))),
      ]),
    ),
  );
  const query = fc.tuple(
    ...operation.queryParams.map((p) =>
      p.isRequired
        ? paramArbitrary(p, known).map((v): [string, unknown] => [p.name, v])
        : fc.option(
            paramArbitrary(p, known).map((v): [string, unknown] => [p.name, v]),
            { nil: undefined },
          ),
    ),
  );
  const body = operation.bodySchema ? arbitraryOf(operation.bodySchema) : fc.constant(undefined);
  return fc.record({
    path: path as fc.Arbitrary<Record<string, string>>,
    query: query.map((entries) => entries.filter((e): e is [string, unknown] => e !== undefined)),
    body,
  });
}

/** Every place inside a JSON value where a mutation can land: [] is the value itself. */
function slotsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (out.length > 60 || value === null || typeof value !== 'object' || value instanceof RawJson) return out;
  for (const [key, child] of Object.entries(value))
    slotsOf(child, [...at, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

/** A copy of `value` with `change` applied to the slot at `at` (undefined removes it). */
function changedAt(value: unknown, at: (string | number)[], change: (old: unknown) => unknown): unknown {
  if (at.length === 0) return change(value);
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = changedAt(copy[head], rest, change);
  if (next === undefined) delete copy[head];
  else
    Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withExtraKey(target: unknown, key: string, extra: unknown): unknown {
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target;
  const copy: Record<string, unknown> = { ...(target as object) };
  // defineProperty: an assignment to __proto__ would change the copy's prototype instead of adding the key.
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}

const hostileValue = fc.oneof(
  { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 3 },
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...HUGE_VALUES), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Mutations of a valid JSON body: one slot gets a hostile value, loses a field, or gains a key. */
function mutatedBody(valid: unknown): fc.Arbitrary<{ kind: string; value: unknown }> {
  const slots = slotsOf(valid);
  const slot = fc.constantFrom(...slots);
  const fields = slots.filter((s) => s.length > 0);
  const missingField = fields.length
    ? fc
        .constantFrom(...fields)
        .map((at) => ({ kind: 'body:missing-field', value: changedAt(valid, at, () => undefined) }))
    : fc.constant({ kind: 'body:missing-field', value: undefined });
  return fc.oneof(
    fc
      .tuple(slot, hostileValue)
      .map(([at, v]) => ({ kind: 'body:hostile-value', value: changedAt(valid, at, () => v) })),
    missingField,
    fc
      .tuple(slot, fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 12 })), hostileValue)
      .map(([at, key, v]) => ({
        kind: 'body:extra-key',
        value: changedAt(valid, at, (old) => withExtraKey(old, key, v)),
      })),
  );
}

function bodyCase(
  operation: TOperation,
  valid: TValidParts,
): fc.Arbitrary<{ kind: string; body: TFuzzBody }> {
  const json = (kind: string, value: unknown) => ({ kind, body: { kind: 'json' as const, value } });
  const raw = (kind: string, contentType: string, payload: string | Buffer) => ({
    kind,
    body: { kind: 'raw' as const, contentType, payload },
  });
  return fc.oneof(
    { arbitrary: mutatedBody(valid.body ?? {}).map((m) => json(m.kind, m.value)), weight: 6 },
    { arbitrary: hostileValue.map((v) => json('body:replaced', v)), weight: 1 },
    {
      arbitrary: fc.constantFrom(...BAD_JSON_BODIES).map((b) => raw('body:bad-json', 'application/json', b)),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...FOREIGN_CONTENT).map((c) => raw('body:content-type', c.type, c.body)),
      weight: operation.bodySchema ? 1 : 2,
    },
  );
}

function queryCase(valid: TValidParts): fc.Arbitrary<{ kind: string; query: string }> {
  const names = valid.query.map(([name]) => name);
  return fc.oneof(
    fc
      .constantFrom(...RAW_QUERIES)
      .map((raw) => ({ kind: 'query:raw', query: [queryOf(valid.query), raw].filter(Boolean).join('&') })),
    fc
      .tuple(
        fc.constantFrom(...(names.length ? names : ['q'])),
        fc.constantFrom(...INJECTION_STRINGS, ...HUGE_VALUES.slice(2, 3)),
      )
      .map(([name, v]) => ({
        kind: 'query:hostile-value',
        query: queryOf([...valid.query.filter(([n]) => n !== name), [name, v]]),
      })),
    fc.constantFrom(...(names.length ? names : ['q'])).map((name) => ({
      kind: 'query:repeated',
      query: queryOf([...valid.query, [name, ['1', '2']]]),
    })),
  );
}

function pathCase(operation: TOperation, valid: TValidParts): fc.Arbitrary<{ kind: string; path: string }> {
  const base = pathOf(operation.template, valid.path);
  const noise = fc
    .constantFrom('/', '//', '/..', '/%2e%2e', ';a=b', '%00', '/%zz', '.json', '~')
    .map((suffix) => ({ kind: 'path:suffix', path: `${base}${suffix}` }));
  if (operation.pathParams.length === 0) return noise;
  const replaced = fc
    .tuple(fc.constantFrom(...operation.pathParams.map((p) => p.name)), fc.constantFrom(...PATH_VALUES))
    .map(([name, v]) => ({
      kind: 'path:hostile-param',
      path: pathOf(operation.template, { ...valid.path, [name]: v }),
    }));
  return fc.oneof({ arbitrary: replaced, weight: 4 }, noise);
}

/** The generator of cases for one operation: valid samples and every kind of mutation, mixed. */
export function caseArbitrary(operation: TOperation, known: TKnownValues): fc.Arbitrary<TFuzzCase> {
  const takesBody = BODY_METHODS.has(operation.method);
  return fc
    .tuple(validParts(operation, known), fc.integer({ min: 0, max: 99 }))
    .chain(([valid, credentialRoll]) => {
      const isCredentialed = credentialRoll < 75;
      const path = pathOf(operation.template, valid.path);
      const query = queryOf(valid.query);
      const urlOf = (p: string, q: string) => (q ? `${p}?${q}` : p);
      const validBody: TFuzzBody =
        valid.body === undefined ? { kind: 'none' } : { kind: 'json', value: valid.body };
      const make = (kind: string, part: Partial<TFuzzCase>): TFuzzCase => ({
        kind,
        method: operation.method,
        url: urlOf(path, query),
        headers: {},
        body: validBody,
        isCredentialed,
        ...part,
      });
      return fc.oneof(
        { arbitrary: fc.constant(make('valid', {})), weight: 3 },
        {
          arbitrary: bodyCase(operation, valid).map((c) => make(c.kind, { body: c.body })),
          weight: takesBody ? 6 : 1,
        },
        { arbitrary: queryCase(valid).map((c) => make(c.kind, { url: urlOf(path, c.query) })), weight: 2 },
        {
          arbitrary: pathCase(operation, valid).map((c) => make(c.kind, { url: urlOf(c.path, query) })),
          weight: 2,
        },
        {
          // New values every case: whatever the server keys by them (merchant, host, token caches) must stay bounded.
          arbitrary: fc
            .tuple(fc.constantFrom(...KEYED_HEADERS), fc.string({ minLength: 1, maxLength: 64 }))
            .map(([name, v]) => make(`header:${name}`, { headers: { [name]: v } })),
          weight: 1,
        },
        {
          arbitrary: fc
            .constantFrom(...HOSTILE_HEADERS)
            .map(([name, v]) => make(`header:${name}`, { headers: { [name]: v } })),
          weight: 2,
        },
        {
          arbitrary: fc
            .constantFrom(...OTHER_METHODS.filter((m) => m !== operation.method))
            .map((method) => make('method:other', { method })),
          weight: 1,
        },
      );
    });
}

/** The value with every string in it replaced by `text` (keys stay). */
function withEveryString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => withEveryString(v, text));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, text)]));
}

/** The names every lookup keyed by input must not find on Object.prototype. */
const LOOKUP_TRAPS = ['constructor', '__proto__'];

/**
 * Cases every run sends, whatever the seed, credentialed so they reach the handlers: each path parameter,
 * every query value and every string of the body named `constructor`, then `__proto__` (a lookup table
 * indexed by input finds Object.prototype's members: the class of GET /ops/support/constructor's 500).
 */
export function lookupTrapCases(operation: TOperation, known: TKnownValues, seed: number): TFuzzCase[] {
  const [valid] = fc.sample(validParts(operation, known), { seed, numRuns: 1 });
  if (!valid) return [];
  const make = (
    kind: string,
    part: { path?: Record<string, string>; query?: [string, unknown][]; body?: unknown },
  ) => {
    const query = queryOf(part.query ?? valid.query);
    const path = pathOf(operation.template, part.path ?? valid.path);
    const body = 'body' in part ? part.body : valid.body;
    return {
      kind,
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers: {},
      body: body === undefined ? { kind: 'none' as const } : { kind: 'json' as const, value: body },
      isCredentialed: true,
    };
  };
  const cases: TFuzzCase[] = [];
  for (const trap of LOOKUP_TRAPS) {
    for (const param of operation.pathParams)
      cases.push(make('trap:path', { path: { ...valid.path, [param.name]: trap } }));
    if (operation.queryParams.length)
      cases.push(
        make('trap:query', { query: operation.queryParams.map((p): [string, unknown] => [p.name, trap]) }),
      );
    if (valid.body !== undefined) cases.push(make('trap:body', { body: withEveryString(valid.body, trap) }));
  }
  return cases;
}
