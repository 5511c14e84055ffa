import type { TAppContext } from './context.js';

/** What a handler learns about the job besides its data. */
export type TJobInfo = { id: string; name: string };

/**
 * A queue and the handler that works it. pg-boss delivers a job at least once (a crash or a time-out means
 * a retry), so a handler's effects go through runOnce (platform/run-once.ts) to happen exactly once.
 */
export type TJobDefinition<T extends object> = {
  name: string;
  handler: (data: T, job: TJobInfo) => Promise<void>;
  /** Five-field cron in UTC: the runner also sends an empty job on this schedule. */
  cron?: string;
  /** Retries after a failed attempt (default 2), with exponential back-off. */
  retryLimit?: number;
  /** A job still running after this long counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
};

export type TSendOptions = {
  /** At most one queued and one running job per key in the queue: a second send while one waits answers null. */
  singletonKey?: string;
  startAfterSeconds?: number;
};

/** The job runner other domains use; implemented over pg-boss in jobs.runner.ts. */
export type TJobRunner = {
  /** Creates the queue if needed, starts working it here, and (un)schedules its cron. */
  define: <T extends object>(definition: TJobDefinition<T>) => Promise<void>;
  /** Queues a job; answers its id, or null when a singletonKey job is already waiting. */
  send: <T extends object>(name: string, data: T, options?: TSendOptions) => Promise<string | null>;
  /** Stops taking jobs, waits (bounded) for running ones, leaves the database pool open. */
  stop: () => Promise<void>;
};

/** How a domain adds its jobs to a runner at start (the app lists them all in app-jobs.ts). */
export type TJobRegistration = (runner: TJobRunner, ctx: TAppContext) => Promise<void>;
