import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { TAppContext } from './context.js';
import type { TJobDefinition, TJobRegistration, TJobRunner, TSendOptions } from './jobs.js';

/** pg-boss keeps its tables in this schema of the application database, apart from ours. */
export const JOBS_SCHEMA = 'pgboss';
const DEFAULT_RETRY_LIMIT = 2;
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
const STOP_TIMEOUT_MS = 10_000;

export type TJobRunnerOptions = {
  /** The jobs to define at start: main.ts passes the app's list (app-jobs.ts), a test only the jobs it needs. */
  registrations: TJobRegistration[];
  /** How often an idle worker looks for jobs (pg-boss default 2 s). */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/**
 * Starts pg-boss on the application database, over the app's own pool (its `db` adapter), so jobs need no
 * second connection string and no extra connections; pg-boss creates and migrates its schema itself.
 */
export async function startJobRunner(ctx: TAppContext, options: TJobRunnerOptions): Promise<TJobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => ctx.pool.query(text, values) },
    schema: JOBS_SCHEMA,
  });
  boss.on('error', options.onError ?? ((error) => console.error(`[kirin] job runner: ${error.message}`)));
  await boss.start();

  const define = async <T extends object>(definition: TJobDefinition<T>): Promise<void> => {
    // Stately: at most one queued and one running job per singleton key (see send).
    const queue = {
      name: definition.name,
      policy: 'stately' as const,
      retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    await boss.createQueue(definition.name, queue);
    await boss.updateQueue(definition.name, queue);
    const workOptions = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    await boss.work<T>(definition.name, workOptions, async (jobs) => {
      for (const job of jobs) await definition.handler(job.data, { id: job.id, name: job.name });
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(definition.name);
  };

  // A job sent without a key gets a unique one, so only jobs that share a key are ever collapsed; cron jobs
  // (sent by pg-boss without a key) share the empty key, so a slow run never piles up scheduled copies.
  const send = <T extends object>(
    name: string,
    data: T,
    sendOptions: TSendOptions = {},
  ): Promise<string | null> =>
    boss.send(name, data, {
      singletonKey: sendOptions.singletonKey ?? randomUUID(),
      ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
    });

  const stop = (): Promise<void> =>
    boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });

  const runner: TJobRunner = { define, send, stop };
  try {
    for (const register of options.registrations) await register(runner, ctx);
  } catch (error) {
    await stop();
    throw error;
  }
  return runner;
}
