#!/usr/bin/env node
// Runs every test suite of the repo and ends with one line "N passed, N failed".
//   node scripts/test-all.mjs              unit + integration (embedded PostgreSQL) + build + Playwright
//   node scripts/test-all.mjs --only unit  Vitest suites only
//   node scripts/test-all.mjs --only e2e   build + Playwright only
// After the build (not with --only unit) the reliability suite runs built servers in child processes: two behind
// the reverse proxy of `npm run cluster`, and the shortened chaos run (docs/reliability.md), on TEST_DATABASE_URL
// and REDIS_URL when set, else on an embedded PostgreSQL without Redis.
// With KIRIN_EXTERNAL_SERVICES=1 the server suite runs a second time against the PostgreSQL and Redis named
// by TEST_DATABASE_URL and REDIS_URL (defaults: the local services on 5432 and 6379): the production path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const failedTests = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status === 0;
}

function vitestSuite(label, workspace, env = {}, filters = []) {
  const outputFile = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...filters],
    {
      cwd: path.join(root, workspace),
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(outputFile)) {
    totals.failed += 1;
    problems.push(`${label}: the runner produced no results`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // Name every failed test again at the end: CI keeps only the tail of the output.
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(`${label}: ${path.relative(root, file.name)} › ${test.fullName}`);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) problems.push(`${label}: ran no test`);
  if (!ok && report.numFailedTests === 0) {
    totals.failed += 1;
    problems.push(`${label}: the runner failed outside any test`);
  }
}

/** Server test files that run embedded PostgreSQL servers of their own (a data directory, a streaming pair). */
const SERVER_TESTS_OF_THEIR_OWN_POSTGRES = [
  'src/main-embedded.int.test.ts',
  'src/db/read-replica.int.test.ts',
];

function collectFailedSpecs(suites, titles) {
  for (const suite of suites) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') failedTests.push(`e2e: ${[...inner, spec.title].join(' › ')}`);
    collectFailedSpecs(suite.suites ?? [], inner);
  }
}

function playwrightSuite() {
  const ok = run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
  });
  const outputFile = path.join(resultsDir, 'e2e.json');
  if (!existsSync(outputFile)) {
    totals.failed += 1;
    problems.push('e2e: the runner produced no results');
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(outputFile, 'utf8'));
  collectFailedSpecs(suites ?? [], []);
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok && stats.unexpected === 0) {
    totals.failed += 1;
    problems.push('e2e: the runner failed outside any test');
  }
}

if (only !== 'e2e') {
  vitestSuite('contracts (unit)', 'packages/contracts');
  // Server tests that start child processes (CLI, crash tests) load the contracts package as built.
  if (!run('build (contracts)', 'npm', ['run', 'build', '-w', 'packages/contracts']))
    problems.push('contracts build failed');
  vitestSuite('games (unit)', 'apps/games');
  // The server serves the in-house game pages as built (apps/games/dist) and its tests open them.
  if (!run('build (in-house game clients)', 'npm', ['run', 'build', '-w', 'apps/games']))
    problems.push('games build failed');
  vitestSuite('server (unit and integration, embedded PostgreSQL)', 'apps/server', {
    TEST_DATABASE_URL: '',
    REDIS_URL: '',
  });
  if (process.env.KIRIN_EXTERNAL_SERVICES === '1') {
    // The integration tests only (unit tests touch neither service), less the files that start PostgreSQL
    // servers of their own whatever TEST_DATABASE_URL says (they would repeat the first pass exactly).
    vitestSuite(
      'server (integration, external PostgreSQL and Redis)',
      'apps/server',
      {
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      },
      SERVER_TESTS_OF_THEIR_OWN_POSTGRES.flatMap((file) => ['--exclude', file]).concat('.int.test.ts'),
    );
  }
  vitestSuite('web (components)', 'apps/web');
  vitestSuite('console (components)', 'apps/console');
}
if (only !== 'unit') {
  if (run('build (site and server for the reliability and end-to-end tests)', 'npm', ['run', 'build'])) {
    if (only !== 'e2e') vitestSuite('reliability (several processes, chaos with SIGKILL)', 'reliability');
    playwrightSuite();
  } else {
    totals.failed += 1;
    problems.push('build failed');
  }
}

console.log('');
for (const failed of failedTests) console.log(`failed: ${failed}`);
for (const problem of problems) console.log(`problem: ${problem}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
