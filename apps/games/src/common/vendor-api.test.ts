import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, errorText, refusalDetails, VendorApiError } from './vendor-api.js';

const answer = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** What api() threw, so a test can read its fields. */
async function refusal(call: Promise<unknown>): Promise<VendorApiError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof VendorApiError)) throw new Error(`expected a VendorApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => window.history.replaceState(null, '', '/inhouse/play/KIRIN_SLOT?session=tok-123&lang=EN'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('api', () => {
  it("sends the session header and JSON body, and answers the envelope's value", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ success: true, value: { balance: 1234 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      api<{ balance: number }>('/inhouse/api/slot/spin', { method: 'POST', body: { betMinor: 100 } }),
    ).resolves.toEqual({ balance: 1234 });
    expect(fetchMock).toHaveBeenCalledWith('/inhouse/api/slot/spin', {
      method: 'POST',
      headers: { 'X-Vendor-Session': 'tok-123', 'content-type': 'application/json' },
      body: '{"betMinor":100}',
    });
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ success: true, value: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/inhouse/crash/api/history');
    expect(fetchMock).toHaveBeenCalledWith('/inhouse/crash/api/history', {
      method: 'GET',
      headers: { 'X-Vendor-Session': 'tok-123' },
      body: undefined,
    });
  });

  it('throws a refusal with its code, translated message, details and status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(
          {
            success: false,
            code: 'INSUFFICIENT_FUNDS',
            message: 'insufficient_funds',
            details: { balance: 50 },
          },
          402,
        ),
      ),
    );
    const error = await refusal(api('/inhouse/api/slot/spin', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'insufficient_funds',
      message: 'Insufficient balance.',
      details: { balance: 50 },
      status: 402,
    });
    expect(errorText(error)).toBe('Insufficient balance.');
    expect(refusalDetails(error).balance).toBe(50);
  });

  it('reports a network failure as NETWORK with its own message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await refusal(api('/inhouse/api/player'));
    expect(error).toMatchObject({ code: 'NETWORK', status: 0 });
    expect(error.message).toBe('The network failed. Please check your connection and try again.');
  });

  it('reports an answer that is not an envelope (a proxy error page, an empty body) as INTERNAL', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer('<html>Bad gateway</html>', 502)));
    expect(await refusal(api('/inhouse/api/player'))).toMatchObject({ code: 'INTERNAL', status: 502 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ hello: 'world' })));
    expect(await refusal(api('/inhouse/api/player'))).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('shows a refusal without a message key generically, and an unknown key as the key itself', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ success: false, code: 'BOOM' }, 500)));
    expect((await refusal(api('/inhouse/api/player'))).message).toBe(
      'Something went wrong. Please try again later.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer({ success: false, code: 'NEW', message: 'brand_new_key' }, 400)),
    );
    expect((await refusal(api('/inhouse/api/player'))).message).toBe('error.brand_new_key');
  });

  it('has no details and a generic text for an error that is not a refusal', () => {
    expect(refusalDetails(new Error('x'))).toEqual({});
    expect(errorText(new Error('x'))).toBe('Something went wrong. Please try again later.');
  });
});
