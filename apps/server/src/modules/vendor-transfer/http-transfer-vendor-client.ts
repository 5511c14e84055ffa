import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  TransferRefusedError,
  type TTransferStatus,
  type TTransferVendorClient,
} from './transfer-vendor-client.js';

/** A vendor call that has not answered after this long counts as "outcome unknown". */
export const TRANSFER_CALL_TIMEOUT_MS = 10_000;

export type THttpTransferVendorOptions = {
  /** vendor_integration.transfer_api_url, e.g. https://vendor.example/kirin-transfer */
  baseUrl: string;
  merchantCode: string;
  vendorCode: string;
  secret: string;
  timeoutMs?: number;
};

const ZBalance = z.object({ balance: z.number().int() });
const ZStatus = z.object({ status: z.enum(['SUCCESS', 'FAILED', 'NOT_FOUND', 'PENDING']) });
type TEnvelope = { success?: boolean; value?: unknown; code?: string; details?: Record<string, unknown> };

/**
 * The transfer-wallet protocol over HTTP (docs/vendor-wallet.md): POST <baseUrl>/{deposit,withdraw,balance,
 * status}, JSON bodies naming merchantCode and vendorCode, signed like the seamless wallet (X-Signature:
 * hex HMAC-SHA256 of the raw body with the vendor's secret), answers in the platform's envelope. A 4xx
 * failure envelope is a refusal; everything else unexpected is an unknown outcome.
 */
export function createHttpTransferVendorClient(options: THttpTransferVendorOptions): TTransferVendorClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, payload: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const body = JSON.stringify({
      merchantCode: options.merchantCode,
      vendorCode: options.vendorCode,
      ...payload,
    });
    const response = await fetch(`${baseUrl}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', options.secret).update(body).digest('hex'),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? TRANSFER_CALL_TIMEOUT_MS),
    });
    const envelope = (await response.json()) as TEnvelope;
    if (envelope.success === true) return schema.parse(envelope.value);
    if (response.status >= 400 && response.status < 500 && envelope.success === false && envelope.code)
      throw new TransferRefusedError(envelope.code, envelope.details ?? {});
    throw new Error(`transfer vendor ${path}: HTTP ${response.status}`);
  }

  return {
    deposit: (order) => call('deposit', order, ZBalance),
    withdraw: (order) => call('withdraw', order, ZBalance),
    balance: (playerId, currency) => call('balance', { playerId, currency }, ZBalance),
    statusOf: async (referenceNo): Promise<TTransferStatus> =>
      (await call('status', { referenceNo }, ZStatus)).status,
  };
}
