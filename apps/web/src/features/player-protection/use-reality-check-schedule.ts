import { useEffect } from 'react';
import { deleteSession } from '../accounts/api/logout';
import { useModalStore } from '../../lib/modal-store';
import { clientTimeOf, useProtectionSession } from './use-protection-session';
import { useEndSessionLocally } from './use-end-session';

// setTimeout holds at most 2^31 − 1 ms; a later wake-up is set again when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Opens the reality check when it is due and ends the session at its limit, on any page: one timer to the
 * next of the two times (no polling), the session asked again then and when the window regains focus.
 */
export function useRealityCheckSchedule(): void {
  const session = useProtectionSession();
  const { data, dataUpdatedAt, refetch } = session;
  const openModal = useModalStore((s) => s.openModal);
  const endSession = useEndSessionLocally();

  useEffect(() => {
    if (!data) return undefined;
    const now = Date.now();
    const dueAt = data.nextRealityCheckAt ? clientTimeOf(data.nextRealityCheckAt, data, dataUpdatedAt) : null;
    const endsAt = data.endsAt ? clientTimeOf(data.endsAt, data, dataUpdatedAt) : null;
    if (endsAt !== null && endsAt <= now) {
      // The server ends it too (SESSION_LIMIT_REACHED); this covers a session whose calls have all stopped.
      void deleteSession().catch(() => undefined);
      endSession({ name: 'warning', messageKey: 'session_limit_reached' });
      return undefined;
    }
    if (dueAt !== null && dueAt <= now) {
      openModal({ name: 'realityCheck' });
      return undefined;
    }
    const wakes = [dueAt, endsAt].filter((at): at is number => at !== null);
    if (wakes.length === 0) return undefined;
    const timer = setTimeout(() => void refetch(), Math.min(Math.min(...wakes) - now, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch, openModal, endSession]);
}
