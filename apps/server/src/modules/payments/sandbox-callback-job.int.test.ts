import { createServer } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../platform/jobs.runner.js';
import type { TJobRunner } from '../../platform/jobs.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { makeSandboxMethod, newRequestId } from './payments.factories.js';
import { registerPaymentJobs } from './payments.jobs.js';
import { SANDBOX_CALLBACK_JOB } from './sandbox-psp/sandbox-psp.job.js';

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let t: TTestApp;
let runner: TJobRunner;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  runner = await startJobRunner(t.ctx, { registrations: [registerPaymentJobs], pollingIntervalSeconds: 0.5 });
  t.ctx.jobs = runner;
});
afterAll(() => t.close());

describe('the sandbox PSP notifier (pg-boss)', () => {
  it('retries the signed callback over HTTP with back-off until our server answers, then credits once', async () => {
    const member = await makeLoggedInMember(t);
    const method = await makeSandboxMethod(t.db, await demoMerchantId(t.db));
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: headersOf(member),
      payload: { methodId: `${method.id}`, amount: 99_900, requestId: newRequestId() },
    });
    const { id: depositId, paymentUrl } = created.json().value as { id: string; paymentUrl: string };
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    const status = async () =>
      (
        await t.db
          .selectFrom('deposit')
          .select('status')
          .where('id', '=', BigInt(depositId))
          .executeTakeFirstOrThrow()
      ).status;
    // Our server is not listening yet: the first attempt fails and the job waits for its retry.
    await waitFor(async () => {
      const jobs = await sql<{ retry_count: number }>`
        SELECT retry_count FROM pgboss.job WHERE name = ${SANDBOX_CALLBACK_JOB}`.execute(t.db);
      return jobs.rows.some((job) => job.retry_count >= 1);
    });
    expect(await status()).toBe('CREATED');

    await t.app.listen({ port, host: '127.0.0.1' });
    await waitFor(async () => (await status()) === 'CREDITED');
    const callbacks = await t.db
      .selectFrom('deposit_callback')
      .select(['outcome', 'is_signature_valid'])
      .where('deposit_id', '=', BigInt(depositId))
      .execute();
    expect(callbacks).toEqual([{ outcome: 'CREDITED', is_signature_valid: true }]);
  });
});
