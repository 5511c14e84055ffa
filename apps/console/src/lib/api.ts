import { z } from 'zod';
import { ApiError } from './api-error';
import { useSessionStore } from './session-store';

const ZFailure = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});

export type TQuery = Record<string, string | number | boolean | undefined | null>;

/** `path` is below /ops: '/merchants/demo/withdrawals'. */
export function opsUrl(path: string, query?: TQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/ops${path}${search ? `?${search}` : ''}`;
}

function headers(hasBody: boolean): Headers {
  const result = new Headers({ Accept: 'application/json' });
  if (hasBody) result.set('Content-Type', 'application/json');
  const token = useSessionStore.getState().token;
  if (token) result.set('X-Operator-Token', token);
  return result;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'network_error');
  }
}

/** A failure answer becomes an ApiError; an ended session also ends the console's. */
function failureOf(body: unknown): ApiError {
  const failure = ZFailure.safeParse(body);
  if (!failure.success) return new ApiError('BAD_ANSWER', 'bad_answer');
  const { code, message, details } = failure.data;
  if (code === 'OPERATOR_NOT_LOGGED_IN' && useSessionStore.getState().token)
    useSessionStore.getState().signOut('expired');
  return new ApiError(code, message, details ?? {});
}

async function readEnvelope<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('BAD_ANSWER', 'bad_answer');
  }
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true) {
    const value = schema.safeParse((body as { value?: unknown }).value);
    if (!value.success) throw new ApiError('BAD_ANSWER', 'bad_answer');
    return value.data;
  }
  throw failureOf(body);
}

/** GET an /ops path and validate its value. */
export async function opsGet<T extends z.ZodType>(
  path: string,
  schema: T,
  query?: TQuery,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const response = await send(opsUrl(path, query), { headers: headers(false), signal });
  return readEnvelope(response, schema);
}

/** POST (or PUT, PATCH, DELETE) a JSON body to an /ops path and validate its value. */
export async function opsSend<T extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  const hasBody = body !== undefined;
  const response = await send(opsUrl(path), {
    method,
    headers: headers(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return readEnvelope(response, schema);
}

/** An authenticated file (a proof image, a CSV report) as a blob URL the page can show or download. */
export async function opsBlob(path: string, query?: TQuery): Promise<Blob> {
  const response = await send(opsUrl(path, query), { headers: headers(false) });
  if (response.ok) return response.blob();
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('BAD_ANSWER', 'bad_answer');
  }
  throw failureOf(body);
}

/** The answer to a call whose value is not read (null). */
export const ZAnything = z.unknown();
