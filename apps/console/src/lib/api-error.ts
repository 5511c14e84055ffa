/** A failed call: the envelope's code and message key, or NETWORK when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly details: Record<string, string> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
