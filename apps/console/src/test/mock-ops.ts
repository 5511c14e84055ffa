import { vi } from 'vitest';

export type TMockCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
};
type THandler = (call: TMockCall) => unknown;

const ok = (value: unknown) => ({ success: true, value });

/**
 * A fake /ops server for component tests: handlers by "METHOD /path" answer a value (wrapped in the envelope)
 * or a failure ({ success: false, ... }); every call is recorded. An unknown call fails the test loudly.
 */
export function mockOps(handlers: Record<string, THandler | unknown>) {
  const calls: TMockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const call: TMockCall = {
      method,
      path: url.pathname.replace(/^\/ops/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      token: headers.get('X-Operator-Token'),
    };
    calls.push(call);
    const key = `${method} ${call.path}`;
    if (!(key in handlers)) throw new Error(`unexpected call ${key}`);
    const handler = handlers[key];
    const answer = typeof handler === 'function' ? (handler as THandler)(call) : handler;
    const isFailure =
      typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === false;
    return new Response(JSON.stringify(isFailure ? answer : ok(answer)), {
      status: isFailure ? 400 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const failure = (code: string, message: string) => ({ success: false, code, message });
