import { ZWalletSettings } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TJobRegistration } from '../../platform/jobs.js';

export const AUTO_RECEIVE_JOB = 'withdrawal-auto-receive';
const EVERY_MINUTE_CRON = '* * * * *';
const DEFAULT_MINUTES = ZWalletSettings.parse({}).withdrawAutoReceiveMinutes;

/**
 * Paid withdrawals the member has not confirmed within the merchant's withdrawAutoReceiveMinutes count as
 * received (AUTO_RECEIVED, received = amount); such a withdrawal can no longer be disputed or refunded. One
 * UPDATE … WHERE status = 'PAID': a second run, or a run in another process at the same moment, finds the
 * rows already changed (the row lock makes it re-check the status) and changes nothing. Answers the ids.
 */
export async function autoReceiveWithdrawals(db: TDb, now: Date = new Date()): Promise<bigint[]> {
  const result = await sql<{ id: bigint }>`
    UPDATE withdrawal AS w
    SET status = 'AUTO_RECEIVED', received_minor = w.amount_minor, confirmed_at = ${now}, updated_at = ${now}
    FROM merchant AS m
    WHERE m.id = w.merchant_id
      AND w.status = 'PAID'
      AND w.paid_at + make_interval(mins => coalesce(
            (m.settings -> 'wallet' ->> 'withdrawAutoReceiveMinutes')::integer, ${DEFAULT_MINUTES}::integer)) <= ${now}
    RETURNING w.id`.execute(db);
  return result.rows.map((row) => BigInt(row.id));
}

/** Every minute: unconfirmed paid withdrawals past their window become AUTO_RECEIVED. */
export const registerWithdrawalAutoReceive: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: AUTO_RECEIVE_JOB,
    cron: EVERY_MINUTE_CRON,
    retryLimit: 0,
    expireInSeconds: 120,
    handler: async () => void (await autoReceiveWithdrawals(ctx.db)),
  });
