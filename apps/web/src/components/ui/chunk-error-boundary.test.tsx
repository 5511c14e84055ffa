import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, lazyPage } from '../../lib/lazy-page';
import { ChunkErrorBoundary } from './chunk-error-boundary';

const TIMEOUT_TEXT = 'The page took too long to open. Check your network or contact customer service.';
const pageModule = { default: () => <p>Promotions page</p> };
const never = () => new Promise<typeof pageModule>(() => {});

function renderLazy(load: () => Promise<typeof pageModule>, reloadPage = vi.fn()) {
  const Page = lazyPage(load);
  render(
    <ChunkErrorBoundary reloadPage={reloadPage}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>,
  );
  return reloadPage;
}

// Lets the promise callbacks and React's retry of the suspended tree run.
const flush = () => act(async () => {});

describe('a lazily loaded page', () => {
  // React reports every error a boundary catches on the console.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows page_load_timeout after 120 s without its chunk, and Retry loads it again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(never).mockImplementationOnce(never).mockResolvedValueOnce(pageModule);
    renderLazy(load);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByText('Promotions page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the same screen when the chunk fails (a deploy removed it), not a blank page', async () => {
    const load = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(pageModule);
    renderLazy(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Promotions page')).toBeInTheDocument();
  });

  it('reloads the whole page on Retry when the load in place has failed as well', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const reloadPage = renderLazy(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves errors that are not a chunk load to the boundary above', () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    expect(() =>
      render(
        <ChunkErrorBoundary>
          <Broken />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('render bug');
    expect(screen.queryByText(TIMEOUT_TEXT)).not.toBeInTheDocument();
  });
});
