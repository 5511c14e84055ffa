import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.js';
import { answerProblem } from './check-answer.js';
import { FuzzCredentials } from './fuzz-credentials.js';
import { operationsOf, type TOpenApiDocument } from './openapi-operations.js';
import { describeFindings, runFuzzPass, type TFuzzTarget, type TPassResult } from './run-fuzz.js';
import { undocumentedTargets, unfuzzedRoutes } from './undocumented-routes.js';
import { sendOverWire, WIRE_CASES } from './wire-cases.js';

// `npm test` runs a fixed seed with few cases per route (the same cases every run, a few minutes at most on a
// busy 2-core machine); `npm run fuzz` a new seed with many. FUZZ_SEED (an integer, or `random`) and FUZZ_CASES
// choose (docs/security.md).
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : integerFromEnv('FUZZ_SEED', 20_260_515);
const CASES_PER_PASS = integerFromEnv('FUZZ_CASES', 8);
/** Enough for the deep runs too: about 10 s per case per route on a loaded machine, both passes together. */
const RUN_TIMEOUT_MS = 10 * 60_000 + CASES_PER_PASS * 30_000;
/**
 * Growth of the retained heap allowed over the second pass (as many requests as the first, new values): a
 * few MB are bounded caches still filling; keeping about 8 KB per request would pass it.
 */
const HEAP_GROWTH_MAX_MB = 16;

function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d{1,10}$/.test(raw)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return Number(raw);
}

/** A full collection, when the flag can be set at run time (it can on Node 20); else the heap as it is. */
function retainedHeapMb(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/**
 * The check for changed built-ins (prototype pollution), which remembers them as they are when first imported:
 * imported once the app runs, after every lazy global of Node has been read once (reading one replaces its
 * getter by its value, which would look like a change).
 */
async function importPoisoningCheck(): Promise<typeof import('@fast-check/poisoning')> {
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    try {
      void (globalThis as Record<string, unknown>)[name];
    } catch {
      // A global that throws when read is left as it is.
    }
  }
  return import('@fast-check/poisoning');
}

function poisoningOf(assertNoPoisoning: (options: { ignoredRootRegex: RegExp }) => void): string {
  try {
    // The console's stream counts its own writes: not a built-in anyone could poison through a request.
    assertNoPoisoning({ ignoredRootRegex: /^console$/ });
    return '';
  } catch (error) {
    return String(error);
  }
}

// A built site of three files, so the site fallback and static files are fuzzed as they are served.
const webDist = mkdtempSync(path.join(tmpdir(), 'kirin-fuzz-web-'));
const SITE_FILES = ['index.html', 'favicon.svg', 'assets/app-1a2b3c.js'];
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kirin</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("kirin");');

let t: TTestApp;
let credentials: FuzzCredentials;
let targets: TFuzzTarget[];
let port: number;

beforeAll(async () => {
  // As deployed behind a balancer: caches on, forwarded addresses believed (each case comes from its own).
  t = await createTestApp({ WEB_DIST: webDist, TRUSTED_PROXY: 'true', CONFIG_CACHE_SECONDS: '10' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  credentials = await FuzzCredentials.create(t);
  const document = (await t.app.inject({ url: '/docs/json' })).json() as TOpenApiDocument;
  targets = [
    ...operationsOf(document).map((operation) => ({
      operation,
      rules: { hasNonJsonSuccess: !operation.answersJson, hasHtmlErrors: !operation.answersJson },
    })),
    ...undocumentedTargets(SITE_FILES),
  ];
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe(`API fuzz (FUZZ_SEED=${SEED}, FUZZ_CASES=${CASES_PER_PASS})`, () => {
  it('fuzzes every route: each is in the OpenAPI document or in the list of undocumented routes', () => {
    const documented = targets.filter((x) => x.operation.source === 'openapi').map((x) => x.operation);
    expect(documented.length).toBeGreaterThan(100);
    expect(unfuzzedRoutes(t.app.printRoutes(), documented, SITE_FILES)).toEqual([]);
  });

  it(
    'answers every generated request below 500 in the envelope, poisons no built-in and keeps the heap bounded',
    async () => {
      const known = { code: [credentials.opsMerchantCode] };
      const pass = (seed: number, withLookupTraps: boolean): Promise<TPassResult> =>
        runFuzzPass({
          t,
          credentials,
          targets,
          seed,
          casesPerOperation: CASES_PER_PASS,
          known,
          withLookupTraps,
        });
      const { assertNoPoisoning } = await importPoisoningCheck();
      // Two passes with different cases: whatever the server keeps per request shows as growth in the second.
      const first = await pass(SEED, true);
      const heapAfterFirstMb = retainedHeapMb();
      const second = await pass(SEED + 1, false);
      const heapGrowthMb = retainedHeapMb() - heapAfterFirstMb;
      const findings = [...first.findings, ...second.findings];
      const statuses = [...first.statuses].map(([s, n]) => `${s}: ${n + (second.statuses.get(s) ?? 0)}`);
      const slowest = [...first.msByTarget]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
      console.log(
        `fuzz: ${targets.length} routes, ${first.requests + second.requests} requests, statuses ${statuses.join(', ')}; ` +
          `heap +${heapGrowthMb.toFixed(1)} MB; slowest (first pass): ${slowest.join(', ')}`,
      );

      expect(findings.length, describeFindings(findings, SEED)).toBe(0);
      expect(poisoningOf(assertNoPoisoning)).toBe('');
      expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_MAX_MB);
      // The credentialed cases reach the handlers: valid requests of session routes are not refused as logged out.
      const sessions = [first, second].map((p) => p.sessionCases);
      const loggedOut = sessions.reduce((n, s) => n + s.loggedOut, 0);
      const total = sessions.reduce((n, s) => n + s.total, 0);
      expect(total).toBeGreaterThan(50);
      expect(loggedOut / total).toBeLessThan(0.2);
    },
    RUN_TIMEOUT_MS,
  );

  it('answers malformed requests on the wire in the envelope, never with a 5xx', async () => {
    const problems: string[] = [];
    for (const wireCase of WIRE_CASES) {
      const answer = await sendOverWire(port, wireCase.bytes);
      if (!answer) {
        if (wireCase.mustAnswer) problems.push(`${wireCase.name}: no answer`);
        continue;
      }
      const problem = answerProblem({ method: 'GET', url: '/wps/' }, answer, {
        hasNonJsonSuccess: false,
        hasHtmlErrors: false,
      });
      if (problem)
        problems.push(`${wireCase.name}: ${problem} → ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });
});
