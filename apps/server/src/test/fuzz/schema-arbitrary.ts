import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 dialect, as @fastify/swagger writes it from zod) the fuzzer reads. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  nullable?: boolean;
  $ref?: string;
};

// Valid samples are kept small: the mutations make them big on purpose.
const MAX_SAMPLE_STRING = 40;
const MAX_SAMPLE_ITEMS = 4;
const MAX_DEPTH = 6;

/** fast-check's regex generator has no lookarounds: drop them (the sample may then miss them, which is fine). */
function withoutLookarounds(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      let depth = 0;
      for (; i < pattern.length; i++) {
        if (pattern[i] === '\\') i++;
        else if (pattern[i] === '(') depth++;
        else if (pattern[i] === ')' && --depth === 0) break;
      }
      continue;
    }
    out += pattern[i];
  }
  return out;
}

function stringOf(schema: TJsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    case 'cidrv4':
      return fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`);
    case 'cidrv6':
      return fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 128 })).map(([ip, bits]) => `${ip}/${bits}`);
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    default:
      break;
  }
  const maxLength = Math.min(schema.maxLength ?? MAX_SAMPLE_STRING, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(withoutLookarounds(schema.pattern)))
        .map((s) => s.slice(0, Math.max(maxLength, minLength)));
    } catch {
      // A pattern fast-check cannot generate from: plain strings stand in.
    }
  }
  return fc.string({ minLength, maxLength });
}

function bound(value: number | boolean | undefined, base: number | undefined): number | undefined {
  return typeof value === 'number' ? value : value === true ? base : undefined;
}

function numberOf(schema: TJsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const exclusiveMin = bound(schema.exclusiveMinimum, schema.minimum);
  const exclusiveMax = bound(schema.exclusiveMaximum, schema.maximum);
  const step = isInteger ? 1 : 1e-6;
  const min = exclusiveMin !== undefined ? exclusiveMin + step : schema.minimum;
  const max = exclusiveMax !== undefined ? exclusiveMax - step : schema.maximum;
  if (isInteger)
    return fc.integer({
      min: Math.max(Math.ceil(min ?? -1_000_000), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max ?? 1_000_000_000), Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: TJsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryOf(property, depth + 1);
  const known = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
  if (typeof schema.additionalProperties !== 'object' || Object.keys(properties).length > 0) return known;
  const values = arbitraryOf(schema.additionalProperties, depth + 1);
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: MAX_SAMPLE_ITEMS });
}

/** An arbitrary of values that (mostly) satisfy the schema: the fuzzer's "valid" starting points. */
export function arbitraryOf(schema: TJsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  // The document's recursive schemas point at components it does not carry: any JSON stands in.
  if (schema.$ref) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (alternatives?.length) {
    arbitrary = fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth + 1)));
  } else if (schema.allOf?.length) {
    arbitrary = arbitraryOf(Object.assign({}, ...schema.allOf) as TJsonSchema, depth + 1);
  } else if (Array.isArray(schema.type)) {
    arbitrary = fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth)));
  } else {
    switch (schema.type) {
      case 'string':
        arbitrary = stringOf(schema);
        break;
      case 'integer':
      case 'number':
        arbitrary = numberOf(schema, schema.type === 'integer');
        break;
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'null':
        arbitrary = fc.constant(null);
        break;
      case 'array':
        arbitrary = fc.array(arbitraryOf(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, MAX_SAMPLE_ITEMS),
          maxLength: Math.max(Math.min(schema.maxItems ?? MAX_SAMPLE_ITEMS, MAX_SAMPLE_ITEMS), 0),
        });
        break;
      case 'object':
        arbitrary = objectOf(schema, depth);
        break;
      default:
        arbitrary = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 6 }) : arbitrary;
}
