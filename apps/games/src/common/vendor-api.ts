// The vendor's public API as the game pages call it: the session header, the envelope, translated refusals.
// Pages never call the site's member API (docs/games.md).
import { t } from './i18n.js';

/** The vendor session token the launch redirect put in the address (?session=…). */
export function sessionToken(): string {
  return new URLSearchParams(window.location.search).get('session') ?? '';
}

/** Extra facts a refusal carries (e.g. the balance, or why a round refused a bet). */
export type TRefusalDetails = { balance?: number; round?: string; bet?: string } & Record<string, unknown>;

/** A refusal from the vendor API: the envelope's code, translated message and details. */
export class VendorApiError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly details: TRefusalDetails;
  readonly status: number;

  constructor(code: string, messageKey: string, details: TRefusalDetails | undefined, status: number) {
    super(t(`error.${messageKey}`));
    this.name = 'VendorApiError';
    this.code = code;
    this.messageKey = messageKey;
    this.details = details ?? {};
    this.status = status;
  }
}

type TEnvelope<T> =
  { success: true; value: T } | { success: false; code: string; message?: string; details?: TRefusalDetails };

export type TApiOptions = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown };

/**
 * Calls the vendor API with the session header and answers the envelope's value. Throws VendorApiError: code
 * NETWORK when the request never got an answer, INTERNAL when the answer is not an envelope, else the refusal.
 * The answer is typed by the caller from the contracts' schema of the route (the server validates it).
 */
export async function api<T>(path: string, { method = 'GET', body }: TApiOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        'X-Vendor-Session': sessionToken(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new VendorApiError('NETWORK', 'network', {}, 0);
  }
  let envelope: TEnvelope<T>;
  try {
    envelope = (await response.json()) as TEnvelope<T>;
  } catch {
    throw new VendorApiError('INTERNAL', 'unknown_error', {}, response.status);
  }
  if (envelope?.success === true) return envelope.value;
  if (envelope?.success !== false) throw new VendorApiError('INTERNAL', 'unknown_error', {}, response.status);
  throw new VendorApiError(
    envelope.code,
    envelope.message ?? 'unknown_error',
    envelope.details,
    response.status,
  );
}

/** The error's text for the page: a VendorApiError's translated message, else the generic one. */
export function errorText(error: unknown): string {
  return error instanceof VendorApiError ? error.message : t('error.unknown_error');
}

/** The details of a refusal, or none for any other error. */
export function refusalDetails(error: unknown): TRefusalDetails {
  return error instanceof VendorApiError ? error.details : {};
}
