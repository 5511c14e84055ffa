import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BootDataContext, type TBootData } from '../../lib/boot-data';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { LazyImage } from './lazy-image';

type TObserverRecord = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let observers: TObserverRecord[] = [];

/** Brings every observed element into view, as scrolling would. */
function scrollIntoView() {
  act(() => {
    for (const { callback } of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});

const holderOf = () => document.querySelector<HTMLElement>('.lazy-image');

describe('LazyImage', () => {
  it('waits for the viewport (threshold 0.1, 30 % preload margin) before loading', () => {
    render(<LazyImage src="/img/wait.png" alt="Waiting" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(holderOf()).toHaveAttribute('data-state', 'loading');
    expect(observers[0]?.options).toMatchObject({ threshold: 0.1, rootMargin: '30% 0px 30% 0px' });
    scrollIntoView();
    expect(screen.getByRole('img', { name: 'Waiting' })).toHaveAttribute('src', '/img/wait.png');
  });

  it('is loaded once the image has loaded', () => {
    render(<LazyImage src="/img/ok.png" alt="Fine" />);
    scrollIntoView();
    fireEvent.load(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-state', 'loaded');
  });

  it('retries a failing image and shows it when a later attempt loads', () => {
    render(<LazyImage src="/img/flaky.png" alt="Flaky" />);
    scrollIntoView();
    fireEvent.error(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-state', 'loading');
    expect(holderOf()).toHaveAttribute('data-attempt', '2');
    fireEvent.error(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-attempt', '3');
    fireEvent.load(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-state', 'loaded');
  });

  it('gives up after the third failed attempt', () => {
    render(<LazyImage src="/img/broken.png" alt="Broken" />);
    scrollIntoView();
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-state', 'loading');
    fireEvent.error(screen.getByRole('img'));
    expect(holderOf()).toHaveAttribute('data-state', 'error');
    // The fallback keeps the alternative text for screen readers; no <img> is left to fail again.
    expect(screen.getByRole('img', { name: 'Broken' }).tagName).toBe('SPAN');
  });

  it('loads a relative path from one of the merchant image CDNs, an absolute one as it is', () => {
    const boot: TBootData = {
      status: STATUS_NORMAL,
      whitelabel: WHITELABEL,
      permission: { ...PERMISSION, imageCDNs: ['https://cdn.example.com/'] },
    };
    render(
      <BootDataContext.Provider value={boot}>
        <LazyImage src="/games/a.png" alt="Relative" />
        <LazyImage src="https://other.example.com/b.png" alt="Absolute" />
      </BootDataContext.Provider>,
    );
    scrollIntoView();
    expect(screen.getByRole('img', { name: 'Relative' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/games/a.png',
    );
    expect(screen.getByRole('img', { name: 'Absolute' })).toHaveAttribute(
      'src',
      'https://other.example.com/b.png',
    );
  });
});
