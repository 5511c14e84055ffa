import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { meQuery } from './session-queries';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Keeps the console's view of the session true: refreshes the operator (a changed role shows at once), and
 * ends the session here when the operator has been idle past the server's limit or the session's end passed,
 * so an unattended console does not keep showing member data.
 */
export function useSessionKeeper(): { expiresAt: string | null } {
  const { data } = useQuery(meQuery);
  const setOperator = useSessionStore((s) => s.setOperator);
  const signOut = useSessionStore((s) => s.signOut);
  const lastActivity = useRef(Date.now());

  useEffect(() => {
    if (data) setOperator(data.operator);
  }, [data, setOperator]);

  useEffect(() => {
    const touch = () => void (lastActivity.current = Date.now());
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch);
    };
  }, []);

  useEffect(() => {
    if (!data) return;
    const idleLimitMs = data.idleTimeoutMinutes * 60_000;
    const endsAt = Date.parse(data.expiresAt);
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (now - lastActivity.current > idleLimitMs || now >= endsAt) signOut('expired');
    }, 15_000);
    return () => window.clearInterval(timer);
  }, [data, signOut]);

  return { expiresAt: data?.expiresAt ?? null };
}
