import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * How long a request that arrives before the start-up work is done waits for it, then answers 503: a load
 * balancer that ignores /readyz still never gets an answer built on a half-started process.
 */
export const READY_WAIT_MS = 30_000;
/** The probes answer at once, ready or not: they are how the outside learns the state. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whether this process has done its start-up work (lottery issues open, caches warm, jobs started). It is the
 * state of one process, which is what a readiness probe asks about; nothing else is kept in it.
 */
export type TReadiness = {
  readonly isReady: boolean;
  markReady: () => void;
  /** Resolves true when ready, or false after `ms`. */
  waitFor: (ms: number) => Promise<boolean>;
};

export function createReadiness(): TReadiness {
  let isReady = false;
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    get isReady() {
      return isReady;
    },
    markReady: () => {
      isReady = true;
      release();
    },
    waitFor: (ms) => {
      if (isReady) return Promise.resolve(true);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      return Promise.race([ready.then(() => true), late]).finally(() => clearTimeout(timer));
    },
  };
}

/**
 * Holds every request but the probes until the process is ready (at most READY_WAIT_MS, then 503), so the
 * first visitor after a start is answered from a started process. Once ready it costs one boolean test.
 */
export function holdUntilReady(app: FastifyInstance, readiness: TReadiness, waitMs = READY_WAIT_MS): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (readiness.isReady || PROBE_PATHS.has(request.url.split('?', 1)[0]!)) return done();
    void readiness.waitFor(waitMs).then((isReady) => (isReady ? done() : done(new AppError('UNAVAILABLE'))));
  });
}
