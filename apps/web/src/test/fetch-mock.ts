import { vi } from 'vitest';

type TAnswer =
  | { value: unknown }
  | { failure: { code: string; message: string; details?: Record<string, string> } }
  | { networkError: true };

/**
 * Replaces `fetch` with answers by path (query ignored) in the server's envelope; an unknown path answers
 * NOT_FOUND like the server. Returns the mock to inspect calls.
 */
export function mockApi(answers: Record<string, TAnswer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer && 'networkError' in answer) throw new TypeError('Failed to fetch');
    const body =
      answer === undefined
        ? { success: false, code: 'NOT_FOUND', message: 'not_found' }
        : 'value' in answer
          ? { success: true, value: answer.value }
          : { success: false, ...answer.failure };
    return new Response(JSON.stringify(body), {
      status: 'value' in (answer ?? {}) ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
