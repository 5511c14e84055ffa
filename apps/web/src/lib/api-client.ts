import { ZWhitelabel } from '@kirin/contracts';
import { z } from 'zod';
import { ApiError, isApiError, reportSessionEnded, SESSION_ENDING_CODES } from './api-error';
import { getCurrentLanguage } from './i18n';
import { getPayloadKey, sealBody, setPayloadKey, type TPayloadKey } from './sealed-request';
import { readSession, SESSION_KEYS } from './storage';

const ZLooseFailure = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  // Values other than strings (numbers, booleans, null) are read as text; null is left out (absent).
  details: z.record(z.string(), z.unknown()).optional(),
});

function detailsAsText(details: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!details) return undefined;
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    if (value === null || value === undefined) continue;
    text[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return text;
}

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

/** Runs one call, or takes the `early` one already sent, and reads its JSON answer; a failure to get one is a NETWORK ApiError. */
async function requestJson(url: string, init: RequestInit, early?: Promise<Response>): Promise<unknown> {
  try {
    const response = await (early ?? fetch(url, init));
    return await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'network_error');
  }
}

/** GET `path`, unwrap the envelope and validate `value` with `schema`; failures throw ApiError. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: T,
  options: TRequestOptions = {},
): Promise<z.infer<T>> {
  const headers = buildHeaders();
  const url = withQuery(path, options.query);
  const body = await requestJson(url, { headers, signal: options.signal }, takeEarlyGet(url, headers));
  return unwrapSignedIn(body, schema, headers);
}

/** GETs sent before the site renders (startEarlyGet), by address: each is used by one apiGet at most. */
const earlyGets = new Map<string, { headers: string; response: Promise<Response> }>();

const headersKey = (headers: Headers) => JSON.stringify([...headers.entries()]);

/**
 * Sends a GET now, while the rest of the site's code is still being read (issue 22: the configuration calls
 * the boot gate waits for). The first apiGet of the same address with the same headers takes its answer
 * instead of calling again, and checks it as any other; later calls, or calls with other headers (a token or
 * a language set meanwhile), go to the server.
 */
export function startEarlyGet(path: string, query?: TQuery): void {
  const headers = buildHeaders();
  const response = fetch(withQuery(path, query), { headers });
  // A failure is the NETWORK error of the apiGet that takes it; one never taken is no error.
  response.catch(() => undefined);
  earlyGets.set(withQuery(path, query), { headers: headersKey(headers), response });
}

function takeEarlyGet(url: string, headers: Headers): Promise<Response> | undefined {
  const early = earlyGets.get(url);
  if (!early) return undefined;
  earlyGets.delete(url);
  return early.headers === headersKey(headers) ? early.response : undefined;
}

/** A file the server answered: its bytes and the name its Content-Disposition suggests (null without one). */
export type TDownload = { blob: Blob; fileName: string | null };

/**
 * GET a file (a CSV export) with the member's token in the header, never in the URL. A refusal still comes
 * in the envelope (JSON) and throws its ApiError; a broken or cut-off transfer is a NETWORK ApiError.
 */
export async function apiDownload(path: string, options: TRequestOptions = {}): Promise<TDownload> {
  const headers = buildHeaders();
  headers.set('Accept', 'text/csv, application/json');
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), { headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'network_error');
  }
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const body: unknown = await response.json().catch(() => null);
    unwrapEnvelope(body, z.unknown());
    throw new ApiError('BAD_RESPONSE', 'unknown_error');
  }
  if (!response.ok) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  try {
    const blob = await response.blob();
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch {
    throw new ApiError('NETWORK', 'network_error');
  }
}

/** The quoted file name of an `attachment; filename="…"` header. */
function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

export type TSendOptions = {
  /** A JSON body, for `isForm` flat fields, or FormData sent as multipart (file uploads). */
  body?: unknown;
  /** An (E) call: the body is sealed with the merchant's payload key. */
  isSealed?: boolean;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  isForm?: boolean;
  signal?: AbortSignal;
};

function encodeForm(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return params;
  for (const [key, value] of Object.entries(body))
    if (value !== undefined && value !== null) params.set(key, String(value));
  return params;
}

/** Fetches the whitelabel again for the merchant's current payload key (after a key was retired). */
async function refreshPayloadKey(): Promise<TPayloadKey> {
  const { payloadKey } = await apiGet('/wps/system/whitelabel', ZWhitelabel);
  setPayloadKey(payloadKey);
  return payloadKey;
}

async function encodeBody(options: TSendOptions, headers: Headers): Promise<BodyInit | undefined> {
  if (options.body === undefined) return undefined;
  // The browser writes the multipart Content-Type itself, with its boundary.
  if (options.body instanceof FormData) return options.body;
  if (options.isForm) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return encodeForm(options.body);
  }
  headers.set('Content-Type', 'application/json');
  if (!options.isSealed) return JSON.stringify(options.body);
  const key = getPayloadKey() ?? (await refreshPayloadKey());
  return JSON.stringify(await sealBody(key, options.body));
}

async function sendOnce<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  options: TSendOptions,
): Promise<z.infer<T>> {
  const headers = buildHeaders();
  const body = await encodeBody(options, headers);
  return unwrapSignedIn(
    await requestJson(path, { method, headers, body, signal: options.signal }),
    schema,
    headers,
  );
}

/**
 * POST, PUT or DELETE `path` and validate the answer's `value` with `schema`. A sealed call answered
 * ENCRYPTION_KEY_UNKNOWN (the key rotated while the page was open) refetches the key and is sent once more.
 */
export async function apiSend<T extends z.ZodType>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: T,
  options: TSendOptions = {},
): Promise<z.infer<T>> {
  try {
    return await sendOnce(method, path, schema, options);
  } catch (error) {
    if (!options.isSealed || !isApiError(error, 'ENCRYPTION_KEY_UNKNOWN')) throw error;
    await refreshPayloadKey();
    return sendOnce(method, path, schema, options);
  }
}

/** unwrapEnvelope for a call that was sent with `headers`: a signed-in call refused because the session ended says so. */
function unwrapSignedIn<T extends z.ZodType>(body: unknown, schema: T, headers: Headers): z.infer<T> {
  try {
    return unwrapEnvelope(body, schema);
  } catch (error) {
    if (
      headers.has('Authorization') &&
      error instanceof ApiError &&
      SESSION_ENDING_CODES.includes(error.code)
    )
      reportSessionEnded(error);
    throw error;
  }
}

/** The value of a `{ success, value }` answer, or the ApiError its failure describes. */
export function unwrapEnvelope<T extends z.ZodType>(body: unknown, schema: T): z.infer<T> {
  // Lenient on purpose: a code newer than this build must still show its message, not "unknown error".
  const failure = ZLooseFailure.safeParse(body);
  if (failure.success)
    throw new ApiError(failure.data.code, failure.data.message, detailsAsText(failure.data.details));
  const isSuccess =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!isSuccess) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  const value = schema.safeParse((body as { value?: unknown }).value);
  if (!value.success) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  return value.data;
}
