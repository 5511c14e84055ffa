import { useEffect, useRef } from 'react';
import { throttle } from './throttle';

/** Spec section 9: infinite scroll is throttled to one check per 200 ms. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
const DEFAULT_DISTANCE_PX = 300;

type TOptions = {
  /** False while a page is loading or when there is nothing more to load. */
  enabled: boolean;
  /** How close to the bottom (px) the next page is asked for. */
  distancePx?: number;
};

/** Calls `onLoadMore` when the window is scrolled near the bottom of the page. */
export function useInfiniteScroll(
  onLoadMore: () => void,
  { enabled, distancePx = DEFAULT_DISTANCE_PX }: TOptions,
): void {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!enabled) return undefined;
    const check = throttle(() => {
      const scrolled = window.scrollY + window.innerHeight;
      if (document.documentElement.scrollHeight - scrolled <= distancePx) callback.current();
    }, INFINITE_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, distancePx]);
}
