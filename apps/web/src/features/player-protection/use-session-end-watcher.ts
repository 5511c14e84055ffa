import { useEffect } from 'react';
import { errorMessageKey, onSessionEnded } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { useEndSessionLocally } from './use-end-session';

/**
 * Logs the member out here when a signed-in call says the server ended the session (SESSION_LIMIT_REACHED, or
 * TIMED_OUT / SELF_EXCLUDED taken on another device), and shows that message instead of failing calls.
 */
export function useSessionEndWatcher(): void {
  const endSession = useEndSessionLocally();
  useEffect(
    () =>
      onSessionEnded((error) => {
        // Several calls may fail together: the first one ends the session, the rest find no session.
        if (useSessionStore.getState().token === null) return;
        endSession({ name: 'warning', messageKey: errorMessageKey(error) });
      }),
    [endSession],
  );
}
