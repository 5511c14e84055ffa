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

/** The translation key that explains `error` to the visitor. */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'unknown_error';
}
