import type { TAppContext } from '../../../platform/context.js';
import type { TJobRegistration } from '../../../platform/jobs.js';
import { deliverSandboxCallback, type TCallbackTransport } from './deliver-sandbox-callback.js';

export const SANDBOX_CALLBACK_JOB = 'sandbox-psp-callback';
/**
 * pg-boss back-off doubles from about one second: 12 retries span roughly one to two hours, about what real
 * PSPs do before they give up and show the payment as "notification failed".
 */
const CALLBACK_RETRY_LIMIT = 12;

type TCallbackJob = { orderId: string };

/** The PSP's notifier: one job per completed order, retried until the merchant answers 2xx. */
export const registerSandboxPspJobs: TJobRegistration = (runner, ctx) =>
  runner.define<TCallbackJob>({
    name: SANDBOX_CALLBACK_JOB,
    retryLimit: CALLBACK_RETRY_LIMIT,
    expireInSeconds: 60,
    handler: async ({ orderId }) => {
      await deliverSandboxCallback(ctx, orderId);
    },
  });

/**
 * Queues the callback of a just-completed order. Without a job runner (JOBS_ENABLED false, tests) the
 * callback is delivered at once through `fallback`, without retries: a failure is logged and the caller
 * (or a test) can deliver again with deliverSandboxCallback.
 */
export async function scheduleSandboxCallback(
  ctx: TAppContext,
  orderId: string,
  fallback: TCallbackTransport,
  log: (error: unknown) => void,
): Promise<void> {
  if (ctx.jobs) {
    await ctx.jobs.send(SANDBOX_CALLBACK_JOB, { orderId }, { singletonKey: `sandbox-callback:${orderId}` });
    return;
  }
  await deliverSandboxCallback(ctx, orderId, fallback).catch(log);
}
