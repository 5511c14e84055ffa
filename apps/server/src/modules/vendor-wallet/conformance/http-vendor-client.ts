import { createHmac, randomBytes } from 'node:crypto';
import {
  VendorWalletError,
  ZVendorAuthenticateAnswer,
  ZVendorWalletAnswer,
  type TErrorCode,
  type TVendorWalletClient,
} from '@kirin/contracts';
import type { z } from 'zod';

export type THttpVendorClientOptions = {
  /** The platform's origin, e.g. http://127.0.0.1:3000 (no trailing path). */
  baseUrl: string;
  merchantCode: string;
  vendorCode: string;
  secret: string;
};

type TEnvelope = { success?: boolean; value?: unknown; code?: TErrorCode; details?: Record<string, unknown> };

/**
 * The reference vendor client: what an outside vendor does to call the seamless wallet. The body is
 * serialised once and those exact bytes are both signed (hex HMAC-SHA256 of `<timestamp>.<nonce>.<body>`)
 * and sent. A refusal envelope
 * throws VendorWalletError; anything else unexpected (network, 5xx, malformed answer) throws a plain Error,
 * which a vendor treats as "outcome unknown, retry".
 */
export function createHttpVendorClient(options: THttpVendorClientOptions): TVendorWalletClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, payload: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify({
      merchantCode: options.merchantCode,
      vendorCode: options.vendorCode,
      ...payload,
    });
    // A fresh timestamp and nonce on every call, signed with the body: the platform refuses a stale or
    // repeated request, so a retry is sent as a new request (its transaction id makes it idempotent).
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const response = await fetch(`${baseUrl}/vendor-api/wallet/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': createHmac('sha256', options.secret)
          .update(`${timestamp}.${nonce}.${body}`)
          .digest('hex'),
      },
      body,
    });
    const text = await response.text();
    let envelope: TEnvelope;
    try {
      envelope = JSON.parse(text) as TEnvelope;
    } catch {
      throw new Error(`vendor wallet ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (envelope.success === true) return schema.parse(envelope.value);
    if (envelope.success === false && envelope.code && response.status < 500)
      throw new VendorWalletError(envelope.code, envelope.details ?? {}, response.status);
    throw new Error(`vendor wallet ${path}: HTTP ${response.status}: ${text.slice(0, 200)}`);
  }

  return {
    authenticate: (launchToken) => call('authenticate', { launchToken }, ZVendorAuthenticateAnswer),
    balance: (playerId, currency) => call('balance', { playerId, currency }, ZVendorWalletAnswer),
    bet: (request) => call('bet', request, ZVendorWalletAnswer),
    win: (request) => call('win', request, ZVendorWalletAnswer),
    rollback: (request) => call('rollback', request, ZVendorWalletAnswer),
    betAndWin: (request) => call('bet-and-win', request, ZVendorWalletAnswer),
  };
}
