import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_REGISTRATIONS } from '../../app-jobs.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { startJobRunner } from '../../platform/jobs.runner.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeOperator, makePendingOperator, makeSessionToken } from './admin.factories.js';
import { cleanupOperatorAuth, CLEANUP_OPERATOR_AUTH_JOB } from './cleanup-operator-auth.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the operator auth cleanup job', () => {
  it('removes dead sessions, old login failures and expired enrolments, and keeps the rest', async () => {
    const op = await makeOperator(t.db);
    const live = await makeSessionToken(t.db, op);
    const expired = await makeSessionToken(t.db, op);
    const idle = await makeSessionToken(t.db, op);
    const setSession = (token: string, set: Record<string, ReturnType<typeof sql>>) =>
      t.db
        .updateTable('operator_session')
        .set(set)
        .where('token_hash', '=', hashSessionToken(token))
        .execute();
    await setSession(expired, { expires_at: sql`now() - interval '1 minute'` });
    await setSession(idle, { last_seen_at: sql`now() - interval '31 minutes'` });
    await t.db
      .insertInto('operator_login_attempt')
      .values([
        { username: 'old', ip: '198.51.100.1', at: new Date(Date.now() - 16 * 60_000) },
        { username: 'recent', ip: '198.51.100.1' },
      ])
      .execute();

    const enrolling = [await makePendingOperator(t.db), await makePendingOperator(t.db)];
    for (const pending of enrolling) {
      const start = await t.app.inject({
        method: 'POST',
        url: '/ops/auth/enrolment/start',
        payload: { username: pending.username, password: pending.password },
      });
      expect(start.statusCode).toBe(200);
    }
    await t.db
      .updateTable('operator_totp_enrolment')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('operator_id', '=', enrolling[0]!.id)
      .execute();

    // The app's own list, as in production: the job is on it and runs on its schedule.
    const runner = await startJobRunner(t.ctx, {
      registrations: JOB_REGISTRATIONS,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await runner.send(CLEANUP_OPERATOR_AUTH_JOB, {});
      // Enrolments are the job's last step: once the expired one is gone, the job has done everything.
      await waitFor(async () => {
        const expired = await t.db
          .selectFrom('operator_totp_enrolment')
          .select('operator_id')
          .where('operator_id', '=', enrolling[0]!.id)
          .execute();
        return expired.length === 0;
      });
    } finally {
      await runner.stop();
    }
    const sessions = await t.db
      .selectFrom('operator_session')
      .select('token_hash')
      .where('operator_id', '=', op.id)
      .execute();
    expect(sessions[0]!.token_hash.equals(hashSessionToken(live))).toBe(true);
    const attempts = await t.db
      .selectFrom('operator_login_attempt')
      .select('username')
      .where('ip', '=', '198.51.100.1')
      .execute();
    expect(attempts.map((a) => a.username)).toEqual(['recent']);
    const { rows } = await sql<{
      cron: string;
    }>`SELECT cron FROM pgboss.schedule WHERE name = ${CLEANUP_OPERATOR_AUTH_JOB}`.execute(t.db);
    expect(rows).toEqual([{ cron: '0 * * * *' }]);
    const enrolments = await t.db
      .selectFrom('operator_totp_enrolment')
      .select('operator_id')
      .where(
        'operator_id',
        'in',
        enrolling.map((o) => o.id),
      )
      .execute();
    expect(enrolments).toEqual([{ operator_id: enrolling[1]!.id }]);
    expect(await cleanupOperatorAuth(t.db)).toEqual({ sessions: 0, attempts: 0, enrolments: 0 });
  });
});
