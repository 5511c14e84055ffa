import { useLayoutEffect, useState, type RefObject } from 'react';

/** The gap between header items (header.css `.site-header__nav` gap). */
const ITEM_GAP_PX = 4;

/**
 * How many of `widths` fit, in order, in `available` px; when not all do, room is kept for the More
 * button (`moreWidth`) after the ones that fit.
 */
export function countFitting(
  available: number,
  widths: number[],
  moreWidth: number,
  gap = ITEM_GAP_PX,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * Measures the hidden copy of the items (`measureRef`: one `.nav-link` per item, then the More button's copy)
 * against the width of `containerRef`, again whenever either changes size (window, balance, language, fonts).
 * Without ResizeObserver (jsdom) every item shows.
 */
export function useFittingCount(
  containerRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  itemCount: number,
): number {
  const [count, setCount] = useState(itemCount);

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure || typeof ResizeObserver === 'undefined') {
      setCount(itemCount);
      return undefined;
    }
    const update = () => {
      const copies = Array.from(measure.children) as HTMLElement[];
      const widths = copies.map((copy) => copy.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setCount(countFitting(container.clientWidth, widths, moreWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [containerRef, measureRef, itemCount]);

  return Math.min(count, itemCount);
}
