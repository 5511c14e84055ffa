import { useEffect, useRef, useState } from 'react';

/** An answer stamped with how far the server's clock is ahead of the browser's when it arrived. */
export type TClocked<T> = T & { clockOffsetMs: number };

/**
 * Stamps an answer carrying `serverTime` with server − browser at receipt. Countdowns then add this offset to the
 * browser's clock, so a browser whose clock is wrong still counts down to the server's close.
 */
export function withClockOffset<T extends { serverTime: string }>(answer: T, receivedAtMs = Date.now()) {
  const serverMs = Date.parse(answer.serverTime);
  const clockOffsetMs = Number.isFinite(serverMs) ? serverMs - receivedAtMs : 0;
  return { ...answer, clockOffsetMs } as TClocked<T>;
}

/** The server's "now" as the browser estimates it. */
export function serverNowMs(clockOffsetMs: number): number {
  return Date.now() + clockOffsetMs;
}

/** Milliseconds from the server's now until `instant` (never negative). */
export function remainingMs(instant: string, clockOffsetMs: number): number {
  return Math.max(0, Date.parse(instant) - serverNowMs(clockOffsetMs));
}

const TICK_MS = 1000;

/**
 * The time left until `instant` by the server clock, ticking every second. `onExpire` runs once when it reaches
 * zero (the caller refetches the open issue); a new `instant` arms it again.
 */
export function useCountdown(instant: string | null, clockOffsetMs: number, onExpire?: () => void): number {
  const [left, setLeft] = useState(() => (instant ? remainingMs(instant, clockOffsetMs) : 0));
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    if (!instant) return undefined;
    let hasExpired = false;
    const tick = () => {
      const next = remainingMs(instant, clockOffsetMs);
      setLeft(next);
      if (next === 0 && !hasExpired) {
        hasExpired = true;
        onExpireRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [instant, clockOffsetMs]);

  return instant ? left : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 5_025_000 ms → "01:23:45"; under an hour "23:45"; a day or more "1d 02:03:04". */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
