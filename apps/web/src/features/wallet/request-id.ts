import { useCallback, useRef } from 'react';
import { ApiError } from '../../lib/api-error';

/** A new idempotency key: a UUID without dashes (32 characters, fits ^[A-Za-z0-9_-]{8,64}$). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Whether a failed call may have been applied anyway: no answer came back, or one we could not read. */
function isOutcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'BAD_RESPONSE';
}

/**
 * The idempotency key of one user action. Sending the same submission again after an unknown outcome reuses
 * its key, so the server applies it at most once; a different submission, or any submission after the server
 * has answered, gets a fresh key.
 */
export function useRequestId() {
  const current = useRef<{ signature: string; id: string } | null>(null);

  /** The key for a submission described by `signature` (its body without the key). */
  const keyFor = useCallback((signature: string) => {
    if (current.current?.signature !== signature) current.current = { signature, id: newRequestId() };
    return current.current.id;
  }, []);

  /** Call once the submission has an outcome: success (no error) or the error it failed with. */
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !isOutcomeUnknown(error)) current.current = null;
  }, []);

  /**
   * Sends one submission: `call` gets the key of `signature` (the body without the key or any password),
   * and the key is settled by the outcome. A failure is rethrown for the form to show.
   */
  const sendKeyed = useCallback(
    async <T>(signature: unknown, call: (requestId: string) => Promise<T>): Promise<T> => {
      try {
        const result = await call(keyFor(JSON.stringify(signature)));
        settle();
        return result;
      } catch (error) {
        settle(error);
        throw error;
      }
    },
    [keyFor, settle],
  );

  return { sendKeyed };
}
