import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

const requestFor = (url: string) =>
  ({ method: 'GET', url, headers: { merchant: 'demo' } }) as unknown as IncomingMessage;

/** A response that records what the cache wrote to it. */
function recordingResponse() {
  const written: { status?: number; body?: unknown } = {};
  const response = {
    writeHead: (status: number) => (written.status = status),
    end: (body: unknown) => (written.body = body),
  } as unknown as ServerResponse;
  return { response, written };
}

/** What a route does on a miss: the cache notes the request, the route stores its answer. */
function answer(cache: ResponseCache, url: string, body: string): void {
  const request = requestFor(url);
  expect(cache.serve(request, recordingResponse().response)).toBe(false);
  cache.store(request, { 'content-type': 'application/json' }, body);
}

describe('ResponseCache bounds', () => {
  it('keeps at most its cap of answers, and a flood of junk URLs never stops a real answer from being kept', () => {
    const cache = new ResponseCache(60_000);
    for (let i = 0; i < 3_000; i++) answer(cache, `/lgw/games/game_menus?junk=${i}`, '{}');
    expect(cache.size).toBeLessThanOrEqual(2_000);
    answer(cache, '/lgw/games/game_menus', '{"real":true}');
    const { response, written } = recordingResponse();
    expect(cache.serve(requestFor('/lgw/games/game_menus'), response)).toBe(true);
    expect(written).toEqual({ status: 200, body: '{"real":true}' });
  });

  it('keeps a bounded number of answers per URL, however many headers vary', () => {
    const cache = new ResponseCache(60_000);
    const url = '/lgw/games/game_menus';
    const withLanguage = (language: string) =>
      ({ method: 'GET', url, headers: { merchant: 'demo', language } }) as unknown as IncomingMessage;
    for (let i = 0; i < 500; i++) {
      const request = withLanguage(`x${i}`);
      cache.serve(request, recordingResponse().response);
      cache.store(request, {}, `{"n":${i}}`);
    }
    const served = (language: string) => cache.serve(withLanguage(language), recordingResponse().response);
    expect(served('x499')).toBe(true);
    expect(served('x0')).toBe(false);
    expect(cache.size).toBe(1);
  });

  it('keeps an answer no longer than the age it is given', () => {
    const cache = new ResponseCache(60_000);
    const request = requestFor('/lgw/games/game_menus');
    cache.serve(request, recordingResponse().response);
    cache.store(request, {}, '{}', 0);
    expect(cache.size).toBe(0);
  });
});
