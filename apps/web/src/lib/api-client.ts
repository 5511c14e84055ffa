import { z } from 'zod';
import { ApiError } from './api-error';
import { getCurrentLanguage } from './i18n';
import { readSession, SESSION_KEYS } from './storage';

const ZLooseFailure = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});

type TQuery = Record<string, string | number | undefined>;
type TRequestOptions = { query?: TQuery; signal?: AbortSignal };

/** The headers every call carries (spec section 7, original-platform conventions). */
export function buildHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', Device: 'WEB', Language: getCurrentLanguage() });
  const merchantCode = readSession(SESSION_KEYS.merchantCode);
  if (merchantCode) headers.set('Merchant', merchantCode);
  // The original sends the token itself, not "Bearer <token>".
  const token = readSession(SESSION_KEYS.token);
  if (token) headers.set('Authorization', token);
  return headers;
}

function withQuery(path: string, query: TQuery | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** GET `path`, unwrap the envelope and validate `value` with `schema`; failures throw ApiError. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: TRequestOptions = {},
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const response = await fetch(withQuery(path, options.query), {
      headers: buildHeaders(),
      signal: options.signal,
    });
    body = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'network_error');
  }
  return unwrapEnvelope(body, schema);
}

/** The value of a `{ success, value }` answer, or the ApiError its failure describes. */
export function unwrapEnvelope<T extends z.ZodType>(body: unknown, schema: T): z.infer<T> {
  // Lenient on purpose: a code newer than this build must still show its message, not "unknown error".
  const failure = ZLooseFailure.safeParse(body);
  if (failure.success) throw new ApiError(failure.data.code, failure.data.message, failure.data.details);
  const isSuccess =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!isSuccess) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  const value = schema.safeParse((body as { value?: unknown }).value);
  if (!value.success) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  return value.data;
}
