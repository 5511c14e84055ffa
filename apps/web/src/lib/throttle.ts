/** Calls `fn` at most once per `waitMs`, with a trailing call so the last event is never lost. */
export function throttle<TArgs extends unknown[]>(fn: (...args: TArgs) => void, waitMs: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: TArgs | undefined;

  const throttled = (...args: TArgs) => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) fn(...pending);
      pending = undefined;
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
