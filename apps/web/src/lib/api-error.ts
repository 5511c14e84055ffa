import { packMessage, type TMessageParams } from './message-params';

/** Codes the client adds to the server's error catalogue for failures that never reached a server answer. */
export type TClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

/** A failed call: `code` to branch on, `messageKey` to translate (spec section 8 and the contracts catalogue). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly details?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  /** Whether the server answered (a retry will get the same answer). */
  get isServerAnswer(): boolean {
    return this.code !== 'NETWORK';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The details a code's message shows as {{placeholders}} (issue 21): the remaining allowance of a limit, the
 * end of a time-out or self-exclusion (absent or empty: indefinitely).
 */
const MESSAGE_PARAMS_BY_CODE: Record<string, readonly string[]> = {
  PROTECTION_LIMIT_REACHED: ['remaining'],
  TIMED_OUT: ['until'],
  SELF_EXCLUDED: ['until'],
};

function messageParamsOf(error: ApiError): TMessageParams {
  const params: TMessageParams = {};
  for (const name of MESSAGE_PARAMS_BY_CODE[error.code] ?? []) {
    const value = error.details?.[name];
    params[name] = value === undefined || value === 'null' ? '' : value;
  }
  return params;
}

/**
 * The translation key that explains `error` to the visitor; for a code whose message has placeholders, the key
 * with the values packed in (lib/message-params.ts), which `t()` fills in.
 */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? packMessage(error.messageKey, messageParamsOf(error)) : 'unknown_error';
}

/** Codes that mean the member's session has been ended by the server (own limit, exclusion elsewhere). */
export const SESSION_ENDING_CODES: readonly string[] = [
  'SESSION_LIMIT_REACHED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
];

type TSessionEndListener = (error: ApiError) => void;
const sessionEndListeners = new Set<TSessionEndListener>();

/** Subscribes to signed-in calls refused because the session ended; returns the unsubscribe. */
export function onSessionEnded(listener: TSessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
}

/** Called by the API client for a call made with a token and refused with one of SESSION_ENDING_CODES. */
export function reportSessionEnded(error: ApiError): void {
  for (const listener of sessionEndListeners) listener(error);
}
