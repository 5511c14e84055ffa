import { sql } from 'kysely';
import type { TDb } from '../db/database.js';
import { AppError, rateLimited } from './errors.js';

export type TQuota = {
  /** What is limited, e.g. 'free-play'; with `key` it names one counter. */
  scope: string;
  /** Whose use it counts, e.g. `${merchantId}:${ip}`. */
  key: string;
  limit: number;
  windowSeconds: number;
};

export type TQuotaTicket = {
  /** Gives the taken use back (the request failed for a reason that should not cost the caller). */
  refund: () => Promise<void>;
};

/**
 * Counts one use against a fixed-window limit kept in PostgreSQL (shared by every process), in one
 * increment-then-check statement: of any number of parallel requests no more than `limit` per window get
 * through, since each sees its own increment and every one before it. Call it before the costly work. Over
 * the limit → `refusal` (RATE_LIMITED by default) with Retry-After until the window ends. A fixed window lets
 * a caller use up to twice the limit across a window's edge: fine for the hourly and daily limits it serves.
 */
export async function takeQuota(
  db: TDb,
  quota: TQuota,
  refusal: () => AppError = () => new AppError('RATE_LIMITED'),
): Promise<TQuotaTicket> {
  const { rows } = await sql<{ hits: number; window_start: Date; retry_after_ms: number }>`
    INSERT INTO rate_quota AS q (scope, key, window_start, window_end, hits)
    SELECT ${quota.scope}, ${quota.key}, start, start + make_interval(secs => ${quota.windowSeconds}), 1
    FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / ${quota.windowSeconds}) * ${quota.windowSeconds})
      AS start) AS w
    ON CONFLICT (scope, key, window_start) DO UPDATE SET hits = q.hits + 1
    RETURNING hits, window_start, (extract(epoch FROM window_end - now()) * 1000)::float8 AS retry_after_ms
  `.execute(db);
  const row = rows[0]!;
  if (row.hits > quota.limit) {
    const error = refusal();
    error.retryAfterSeconds = rateLimited(row.retry_after_ms).retryAfterSeconds;
    throw error;
  }
  return {
    refund: async () => {
      await db
        .updateTable('rate_quota')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('scope', '=', quota.scope)
        .where('key', '=', quota.key)
        .where('window_start', '=', row.window_start)
        .execute();
    },
  };
}

/** Removes counters whose window has ended (the hourly member-auth cleanup). */
export async function deleteEndedQuotas(db: TDb): Promise<number> {
  const result = await db
    .deleteFrom('rate_quota')
    .where('window_end', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
