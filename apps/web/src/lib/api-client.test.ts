import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { WHITELABEL } from '../test/fixtures';
import { installTestPayloadKey, openSealedBody } from '../test/sealed-body';
import { apiGet, apiSend, buildHeaders, startEarlyGet, unwrapEnvelope } from './api-client';
import { ApiError } from './api-error';
import { getPayloadKey } from './sealed-request';

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

describe('startEarlyGet', () => {
  const ZN = z.object({ n: z.number() });

  it('sends the call at once; the first apiGet of that address takes its answer, later ones call again', async () => {
    const fetchMock = mockApi({ '/wps/early': { value: { n: 3 } } });
    startEarlyGet('/wps/early', { url: 'site.example' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/early?url=site.example');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Device')).toBe('WEB');

    await expect(apiGet('/wps/early', ZN, { query: { url: 'site.example' } })).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiGet('/wps/early', ZN, { query: { url: 'site.example' } })).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the early answer like any other: a malformed one is refused', async () => {
    mockApi({ '/wps/early': { value: { n: 'three' } } });
    startEarlyGet('/wps/early');
    await expect(apiGet('/wps/early', ZN)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reports an early call that could not reach the server as network_error', async () => {
    mockApi({ '/wps/early': { networkError: true } });
    startEarlyGet('/wps/early');
    await expect(apiGet('/wps/early', ZN)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('is not used by a call with other headers or another address: a token set meanwhile is sent', async () => {
    const fetchMock = mockApi({ '/wps/early': { value: { n: 4 } } });
    startEarlyGet('/wps/early', { url: 'a' });
    await apiGet('/wps/early', ZN, { query: { url: 'b' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startEarlyGet('/wps/early');
    window.sessionStorage.setItem('token', 'abc123');
    await apiGet('/wps/early', ZN);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(new Headers(fetchMock.mock.calls[3]?.[1]?.headers).get('Authorization')).toBe('abc123');
  });
});

describe('apiSend', () => {
  const ZValue = z.object({ ok: z.boolean() });

  it('sends a JSON body with the method and the usual headers', async () => {
    const fetchMock = mockApi({ '/wps/x': { value: { ok: true } } });
    await expect(apiSend('PUT', '/wps/x', ZValue, { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Device')).toBe('WEB');
  });

  it('sends a form body url-encoded, and no body at all when there is none', async () => {
    const fetchMock = mockApi({ '/wps/x': { value: { ok: true } } });
    await apiSend('POST', '/wps/x', ZValue, { body: { username: 'ann lee', email: 'a@b.c' }, isForm: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(String(init?.body)).toBe('username=ann+lee&email=a%40b.c');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    await apiSend('DELETE', '/wps/x', ZValue);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBeUndefined();
  });

  it('sends FormData as multipart, leaving the Content-Type with its boundary to the browser', async () => {
    const fetchMock = mockApi({ '/wps/x': { value: { ok: true } } });
    const form = new FormData();
    form.append('file', new File(['png'], 'proof.png', { type: 'image/png' }));
    await apiSend('PUT', '/wps/x', ZValue, { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('seals the body with the published payload key', async () => {
    await installTestPayloadKey('kid-1');
    const fetchMock = mockApi({ '/wps/x': { value: { ok: true } } });
    await apiSend('POST', '/wps/x', ZValue, { body: { password: 'secret1' }, isSealed: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(String(init?.body)).not.toContain('secret1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ sealed: 1, kid: 'kid-1' });
    await expect(openSealedBody(init)).resolves.toEqual({ password: 'secret1' });
  });

  it('refetches a retired key from the whitelabel and reseals once', async () => {
    await installTestPayloadKey('old');
    const fresh = { ...(await installTestPayloadKey('new')) };
    await installTestPayloadKey('old');
    const kids: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/wps/system/whitelabel')
        return Response.json({ success: true, value: { ...WHITELABEL, payloadKey: fresh } });
      const { kid } = JSON.parse(String(init?.body)) as { kid: string };
      kids.push(kid);
      return kid === 'new'
        ? Response.json({ success: true, value: { ok: true } })
        : Response.json({
            success: false,
            code: 'ENCRYPTION_KEY_UNKNOWN',
            message: 'encryption_key_unknown',
          });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiSend('POST', '/wps/x', ZValue, { body: {}, isSealed: true })).resolves.toEqual({
      ok: true,
    });
    expect(kids).toEqual(['old', 'new']);
    expect(getPayloadKey()?.kid).toBe('new');
  });

  it('retries a retired key only once', async () => {
    await installTestPayloadKey('old');
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/wps/system/whitelabel'
        ? Response.json({ success: true, value: { ...WHITELABEL, payloadKey: getPayloadKey() } })
        : Response.json({
            success: false,
            code: 'ENCRYPTION_KEY_UNKNOWN',
            message: 'encryption_key_unknown',
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiSend('POST', '/wps/x', ZValue, { body: {}, isSealed: true })).rejects.toMatchObject({
      code: 'ENCRYPTION_KEY_UNKNOWN',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
