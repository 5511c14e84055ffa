import { lazy, type ComponentProps, type ComponentType } from 'react';

/** A page's code that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded chunk that failed or did not arrive in time; `attempt` counts the loads tried so far. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    readonly attempt: number,
    options?: { cause?: unknown },
  ) {
    super(`chunk load ${reason} (attempt ${attempt})`, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Chunks that failed, each with the way to try it again. */
const failedChunks = new Set<() => void>();

/** Makes every failed chunk load again the next time its component renders (the Retry of the time-out screen). */
export function retryFailedChunks(): void {
  for (const retry of failedChunks) retry();
  failedChunks.clear();
}

function withTimeout<T>(promise: Promise<T>, attempt: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', attempt)), CHUNK_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', attempt, { cause }));
      },
    );
  });
}

/**
 * `React.lazy` with the 120 s time-out, whose failure can be retried: React keeps a lazy component's
 * rejection for good, so a retry swaps in a fresh lazy component that calls `load` again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let attempt = 0;
  const makeLazy = () =>
    lazy(() => {
      attempt += 1;
      return withTimeout(load(), attempt).catch((error: unknown) => {
        failedChunks.add(() => (current = makeLazy()));
        throw error;
      });
    });
  let current = makeLazy();
  function LazyPage(props: ComponentProps<T>) {
    // Read at render: after a retry this is the fresh lazy component.
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return LazyPage;
}
