import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

function Feed({ onLoadMore, enabled }: { onLoadMore: () => void; enabled: boolean }) {
  useInfiniteScroll(onLoadMore, { enabled });
  return null;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for more near the bottom, at most once per 200 ms', () => {
    const onLoadMore = vi.fn();
    render(<Feed onLoadMore={onLoadMore} enabled />);
    act(() => scrollTo(500));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    act(() => scrollTo(2000));
    act(() => scrollTo(2100));
    act(() => scrollTo(2150));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const onLoadMore = vi.fn();
    render(<Feed onLoadMore={onLoadMore} enabled={false} />);
    act(() => scrollTo(2200));
    act(() => vi.advanceTimersByTime(500));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
