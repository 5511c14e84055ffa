import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import type { TQuery } from '../../../lib/api';

/** Rules of the members' list queries that this area words itself (locales: rules.<message>). */
const AREA_RULES = new Set(['date_range_rule', 'date_rule']);

/**
 * A list query checked with the route's own schema before it is sent: a filter the server would refuse (a
 * `from` after `to`) is shown as the server's validation failure would be, without the round trip.
 */
export function checkedQuery<T extends z.ZodType<TQuery>>(schema: T, query: z.input<T>): z.output<T> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const where = issue.path.join('.') || 'query';
    details[where] ??= AREA_RULES.has(issue.message) ? `members:rules.${issue.message}` : issue.message;
  }
  throw new ApiError('VALIDATION_FAILED', 'validation_failed', details);
}
