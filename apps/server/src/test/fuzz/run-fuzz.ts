import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { TTestApp } from '../harness.js';
import { sealFor } from '../member-factories.js';
import { answerProblem, type TAnswer, type TAnswerRules } from './check-answer.js';
import {
  caseArbitrary,
  lookupTrapCases,
  toJsonText,
  withRawNumbersParsed,
  type TFuzzCase,
  type TKnownValues,
} from './fuzz-cases.js';
import type { FuzzCredentials } from './fuzz-credentials.js';
import type { TOperation } from './openapi-operations.js';

/** An operation with the rules its answers keep. */
export type TFuzzTarget = { operation: TOperation; rules: TAnswerRules };

export type TFinding = { target: string; fuzzCase: TFuzzCase; answer: TAnswer; problem: string };

/** What a pass saw: every problem, and how deep the credentialed cases got (for the depth check). */
export type TPassResult = {
  requests: number;
  findings: TFinding[];
  statuses: Map<number, number>;
  /** Credentialed cases of routes that need a member or operator session, and how many were refused as logged out. */
  sessionCases: { total: number; loggedOut: number };
  /** Time spent on each target, to name the slowest in the summary. */
  msByTarget: Map<string, number>;
};

/** A case waits this long for its answer; a request that never answers is a finding too. */
const ANSWER_TIMEOUT_MS = 15_000;
const LOGGED_OUT_CODES = new Set(['NOT_LOGGED_IN', 'OPERATOR_NOT_LOGGED_IN']);

/** Each operation's own seed from the run's: adding a route never changes another route's cases. */
export function operationSeed(seed: number, operation: TOperation): number {
  return createHash('sha256')
    .update(`${seed} ${operation.method} ${operation.template}`)
    .digest()
    .readInt32LE(0);
}

export function targetName(operation: TOperation): string {
  return `${operation.method} ${operation.template}`;
}

function codeOf(answer: TAnswer): string | undefined {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

type TRunContext = { t: TTestApp; credentials: FuzzCredentials; requestNumber: number };

async function requestOf(
  run: TRunContext,
  target: TFuzzTarget,
  fuzzCase: TFuzzCase,
  isSealed: boolean,
): Promise<InjectOptions> {
  const { operation } = target;
  const headers: Record<string, string | string[]> = {
    // A new documentation-range address per request (TRUSTED_PROXY is on): per-address state must stay bounded.
    'x-forwarded-for': `198.18.${(run.requestNumber >> 8) & 255}.${run.requestNumber & 255}`,
    ...run.credentials.headersFor(fuzzCase),
  };
  let payload: string | Buffer | undefined;
  const { body } = fuzzCase;
  if (body.kind === 'json') {
    let value = body.value;
    const isVendorCall = operation.bodySchema?.properties?.vendorCode !== undefined;
    if (
      fuzzCase.isCredentialed &&
      isVendorCall &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    )
      value = { ...value, ...run.credentials.vendorFields() };
    payload =
      isSealed && fuzzCase.isCredentialed
        ? JSON.stringify(await sealFor(run.t.ctx, withRawNumbersParsed(value)))
        : toJsonText(value);
    headers['content-type'] ??= 'application/json';
  } else if (body.kind === 'raw') {
    payload = body.payload;
    headers['content-type'] ??= body.contentType;
  }
  // A case's own (hostile) signing headers win; the rest are made valid for the body.
  if (payload !== undefined && fuzzCase.isCredentialed)
    for (const [name, value] of Object.entries(run.credentials.signedHeaders(payload)))
      headers[name] ??= value;
  return { method: fuzzCase.method as InjectOptions['method'], url: fuzzCase.url, headers, payload };
}

/** The body as the client reads it: a compressed answer (hostile Accept-Encoding cases) uncompressed. */
function decodedBody(headers: Record<string, unknown>, raw: Buffer): string {
  try {
    switch (headers['content-encoding']) {
      case 'gzip':
        return gunzipSync(raw).toString('utf8');
      case 'deflate':
        return inflateSync(raw).toString('utf8');
      case 'br':
        return brotliDecompressSync(raw).toString('utf8');
      default:
        return raw.toString('utf8');
    }
  } catch {
    return `undecodable ${String(headers['content-encoding'])} body`;
  }
}

async function answerOf(run: TRunContext, options: InjectOptions): Promise<TAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<TAnswer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 599, headers: {}, body: 'no answer in time' }),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    const sent = run.t.app
      .inject(options)
      .then((res) => ({
        status: res.statusCode,
        headers: res.headers,
        body: decodedBody(res.headers, res.rawPayload),
      }))
      .catch((error: unknown) => ({ status: 598, headers: {}, body: `inject failed: ${String(error)}` }));
    return await Promise.race([sent, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One pass over every target: for each, `casesPerOperation` cases generated from `seed`, sent in order with
 * the credentials refreshed before each operation. Sealed routes are found by their answer
 * (ENCRYPTION_REQUIRED) and their credentialed JSON bodies sealed from then on, so the sealed handlers are
 * reached too; the rest of their cases test the sealing layer itself.
 */
export async function runFuzzPass(input: {
  t: TTestApp;
  credentials: FuzzCredentials;
  targets: TFuzzTarget[];
  seed: number;
  casesPerOperation: number;
  known: TKnownValues;
  /** Also send the fixed lookup-trap cases (the first pass does; the second only compares the heap). */
  withLookupTraps: boolean;
}): Promise<TPassResult> {
  const run: TRunContext = { t: input.t, credentials: input.credentials, requestNumber: 0 };
  const result: TPassResult = {
    requests: 0,
    findings: [],
    statuses: new Map(),
    sessionCases: { total: 0, loggedOut: 0 },
    msByTarget: new Map(),
  };
  for (const target of input.targets) {
    const { operation } = target;
    await input.credentials.refresh();
    const seed = operationSeed(input.seed, operation);
    const cases = [
      ...(input.withLookupTraps ? lookupTrapCases(operation, input.known, seed) : []),
      ...fc.sample(caseArbitrary(operation, input.known), { seed, numRuns: input.casesPerOperation }),
    ];
    const started = performance.now();
    let isSealed = false;
    for (const fuzzCase of cases) {
      run.requestNumber++;
      const answer = await answerOf(run, await requestOf(run, target, fuzzCase, isSealed));
      result.requests++;
      result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
      const code = codeOf(answer);
      if (code === 'ENCRYPTION_REQUIRED' && fuzzCase.isCredentialed && fuzzCase.body.kind === 'json')
        isSealed = true;
      if (fuzzCase.isCredentialed && operation.security.length > 0 && fuzzCase.kind === 'valid') {
        result.sessionCases.total++;
        if (code && LOGGED_OUT_CODES.has(code)) result.sessionCases.loggedOut++;
      }
      const problem = answerProblem(fuzzCase, answer, target.rules);
      if (problem) result.findings.push({ target: targetName(operation), fuzzCase, answer, problem });
    }
    result.msByTarget.set(targetName(operation), performance.now() - started);
  }
  return result;
}

function excerpt(value: unknown, max = 300): string {
  const text =
    typeof value === 'string'
      ? value
      : Buffer.isBuffer(value)
        ? `<${value.length} bytes>`
        : toJsonText(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** The findings, one line per kind of problem per route with its first case, and how to run them again. */
export function describeFindings(findings: TFinding[], seed: number): string {
  const firstOfEach = new Map<string, { finding: TFinding; count: number }>();
  for (const finding of findings) {
    const key = `${finding.target} ${finding.problem}`;
    const seen = firstOfEach.get(key);
    if (seen) seen.count++;
    else firstOfEach.set(key, { finding, count: 1 });
  }
  const lines = [`${findings.length} answers broke the rules; run again with FUZZ_SEED=${seed}`];
  for (const { finding, count } of firstOfEach.values()) {
    const { fuzzCase, answer } = finding;
    lines.push(
      `- ${finding.target}: ${finding.problem} (${count}×, first: ${fuzzCase.kind}${fuzzCase.isCredentialed ? '' : ', no credentials'})`,
      `    ${fuzzCase.method} ${excerpt(fuzzCase.url, 200)} headers ${excerpt(fuzzCase.headers, 200)}`,
      `    body ${fuzzCase.body.kind === 'json' ? excerpt(fuzzCase.body.value) : fuzzCase.body.kind === 'raw' ? `${fuzzCase.body.contentType}: ${excerpt(fuzzCase.body.payload)}` : '(none)'}`,
      `    → ${answer.status} ${excerpt(answer.body, 200)}`,
    );
  }
  return lines.join('\n');
}
