import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { apiGet, buildHeaders, unwrapEnvelope } from './api-client';
import { ApiError } from './api-error';

describe('buildHeaders', () => {
  it('sends device and language always, merchant and the bare token once known', () => {
    expect(buildHeaders().has('Merchant')).toBe(false);
    expect(buildHeaders().has('Authorization')).toBe(false);
    window.sessionStorage.setItem('merchantCode', 'demo');
    window.sessionStorage.setItem('token', 'abc123');
    const headers = buildHeaders();
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Authorization')).toBe('abc123');
    expect(headers.get('Device')).toBe('WEB');
    expect(headers.get('Language')).toBe('EN');
  });
});

describe('unwrapEnvelope', () => {
  const schema = z.object({ n: z.number() });

  it('returns a validated value', () => {
    expect(unwrapEnvelope({ success: true, value: { n: 1 } }, schema)).toEqual({ n: 1 });
  });

  it('throws the server code and message key of a failure, even for a code this build does not know', () => {
    const failure = () =>
      unwrapEnvelope({ success: false, code: 'BRAND_NEW', message: 'brand_new_message' }, schema);
    expect(failure).toThrow(ApiError);
    try {
      failure();
    } catch (error) {
      expect(error).toMatchObject({ code: 'BRAND_NEW', messageKey: 'brand_new_message' });
    }
  });

  it('refuses an answer whose value does not match the contract', () => {
    expect(() => unwrapEnvelope({ success: true, value: { n: 'one' } }, schema)).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE', messageKey: 'unknown_error' }),
    );
  });
});

describe('apiGet', () => {
  it('adds the query and reports a network failure as network_error', async () => {
    const fetchMock = mockApi({ '/wps/x': { value: { n: 2 } } });
    await expect(
      apiGet('/wps/x', z.object({ n: z.number() }), { query: { a: 'b c', skip: undefined } }),
    ).resolves.toEqual({ n: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/x?a=b+c');
    mockApi({ '/wps/x': { networkError: true } });
    await expect(apiGet('/wps/x', z.object({}))).rejects.toMatchObject({
      code: 'NETWORK',
      messageKey: 'network_error',
    });
  });
});
