import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TDb } from '../../db/database.js';
import type { TTestApp } from '../../test/harness.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import type { TCallbackTransport } from './sandbox-psp/deliver-sandbox-callback.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-psp/sandbox-signature.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

// Test data builders for the deposit tests.

export type TTestMethod = { id: bigint; code: string; secret: string | null };

type TMethodInput = {
  minMinor?: bigint;
  maxMinor?: bigint;
  dailyMaxMinor?: bigint;
  isEnabled?: boolean;
  sortOrder?: number;
};

const randomCode = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex').toUpperCase()}`;

async function insertMethod(
  db: TDb,
  merchantId: bigint,
  gateway: 'SANDBOX' | 'MANUAL_BANK',
  input: TMethodInput,
): Promise<TTestMethod> {
  const code = randomCode(gateway === 'SANDBOX' ? 'TSBX' : 'TBANK');
  const secret = gateway === 'SANDBOX' ? randomBytes(32).toString('hex') : null;
  const row = await db
    .insertInto('payment_method')
    .values({
      merchant_id: merchantId,
      code,
      display_name: gateway === 'SANDBOX' ? 'Sandbox <b>&</b> test' : 'Test bank',
      gateway,
      min_minor: input.minMinor ?? 10_000n,
      max_minor: input.maxMinor ?? 5_000_000n,
      daily_max_minor: input.dailyMaxMinor ?? 20_000_000n,
      bank_details:
        gateway === 'MANUAL_BANK'
          ? JSON.stringify({
              bankName: 'Test Bank',
              accountName: 'KIRIN TEST',
              accountNumber: '123456789',
              branch: null,
            })
          : null,
      gateway_secret: secret === null ? null : sealSecret('gateway-secret', secret),
      is_enabled: input.isEnabled ?? true,
      sort_order: input.sortOrder ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, secret };
}

/** A SANDBOX method of the merchant with its own secret (default limits 100.00 – 50,000.00, daily 200,000.00). */
export const makeSandboxMethod = (db: TDb, merchantId: bigint, input: TMethodInput = {}) =>
  insertMethod(db, merchantId, 'SANDBOX', input);

/** A MANUAL_BANK method of the merchant with test bank details. */
export const makeBankMethod = (db: TDb, merchantId: bigint, input: TMethodInput = {}) =>
  insertMethod(db, merchantId, 'MANUAL_BANK', input);

/** A fresh requestId (the client's idempotency key). */
export const newRequestId = () => `req-${randomBytes(8).toString('hex')}`;

/** A callback body signed as the sandbox PSP signs it (or with `signature` instead). */
export function signedCallback(secret: string, body: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signSandboxBody(secret, payload),
    },
  };
}

/** Posts a callback through the real HTTP route. */
export function postCallback(
  app: FastifyInstance,
  callback: ReturnType<typeof signedCallback>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/payments/callbacks/sandbox', ...callback });
}

/** Delivers the sandbox PSP's callbacks through the app's own HTTP route (inject), path taken from the URL. */
export function injectTransport(app: FastifyInstance): TCallbackTransport {
  return async (url, rawBody, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: rawBody,
      headers,
    });
    return { status: response.statusCode };
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file field. */
export function multipartFile(
  content: Buffer,
  filename = 'proof.png',
  contentType = 'image/png',
  field = 'file',
) {
  const boundary = `----kirin${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A fresh member's manual bank deposit of `amount` with its proof uploaded: PENDING_REVIEW. */
export async function makePendingBankDeposit(t: TTestApp, method: TTestMethod, amount: number) {
  const member = await makeLoggedInMember(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${method.id}`, amount, requestId: newRequestId() },
  });
  expect(created.statusCode, created.body).toBe(200);
  const depositId = created.json().value.id as string;
  const file = multipartFile(PNG_BYTES);
  const proof = await t.app.inject({
    method: 'PUT',
    url: `/wps/payment/deposits/${depositId}/proof`,
    headers: { ...headersOf(member), ...file.headers },
    payload: file.payload,
  });
  expect(proof.statusCode, proof.body).toBe(200);
  return { member, depositId };
}
