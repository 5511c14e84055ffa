import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TWalletSettings } from '@kirin/contracts';
import { hashPassword } from '../../platform/auth/password.js';
import type { TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { injectSealed, type TMakeMember } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow, fundMember } from '../ledger/ledger.factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
import { headersOf, makeLoggedInMember, type TLoggedInMember } from '../member/security-centre.factories.js';

// Test builders for the withdrawal tests: members with money, a payment password and a bank account.

export const PAYMENT_PASSWORD = '246810';
export const PAYEE = 'Nguyen Van An';

export type TWithdrawer = TLoggedInMember & { accountId: bigint; bankAccountId: string };

/** A merchant with its own wallet rules (everything else like the demo merchant). */
export function makeWalletMerchant(t: TTestApp, wallet: Partial<TWalletSettings>) {
  return makeMerchant(t.db, {
    settings: { ...DEMO_SETTINGS, wallet: { ...DEMO_SETTINGS.wallet, ...wallet } },
  });
}

export async function setPaymentPasswordOf(t: TTestApp, memberId: bigint, password = PAYMENT_PASSWORD) {
  await t.db
    .updateTable('member')
    .set({ payment_password_hash: await hashPassword(password) })
    .where('id', '=', memberId)
    .execute();
}

export function bindAccount(
  t: TTestApp,
  member: TLoggedInMember,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/bank-accounts',
    headers: headersOf(member),
    payload: {
      bankName: 'Vietcombank',
      accountName: PAYEE,
      accountNumber: `0011${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(12, '7'),
      ...body,
    },
  });
}

/** A member with `funds` in the main wallet, the payment password set and one bank account bound. */
export async function makeWithdrawer(
  t: TTestApp,
  funds: bigint,
  input: TMakeMember = {},
  merchant?: { id: bigint; code: string },
): Promise<TWithdrawer> {
  const member = await makeLoggedInMember(t, { payeeName: PAYEE, ...input }, merchant);
  await setPaymentPasswordOf(t, member.id);
  const accountId = await fundMember(t.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    amountMinor: funds,
  });
  const bound = await bindAccount(t, member);
  expect(bound.statusCode).toBe(200);
  return { ...member, accountId, bankAccountId: bound.json().value.id };
}

export type TWithdrawBody = {
  bankAccountId: string;
  amount: number;
  paymentPassword: string;
  requestId: string;
};

export function withdrawBody(
  member: TWithdrawer,
  amount: number,
  more: Partial<TWithdrawBody> = {},
): TWithdrawBody {
  return {
    bankAccountId: member.bankAccountId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: `req-${randomBytes(8).toString('hex')}`,
    ...more,
  };
}

export function requestWithdrawal(t: TTestApp, member: TLoggedInMember, body: unknown) {
  return injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/member/withdrawals',
    headers: headersOf(member),
    body,
    merchantId: member.merchantId,
  });
}

/** Requests a withdrawal that must succeed; answers its id. */
export async function withdraw(t: TTestApp, member: TWithdrawer, amount: number): Promise<string> {
  const res = await requestWithdrawal(t, member, withdrawBody(member, amount));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as string;
}

export type TOps = { token: string; merchantCode: string };

export async function makeFinance(t: TTestApp, merchantCode = 'demo'): Promise<TOps> {
  const operator = await makeLoggedInOperator(t.db, { role: 'finance' });
  return { token: operator.token, merchantCode };
}

export function opsAction(t: TTestApp, ops: TOps, id: string, action: string, body: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${ops.merchantCode}/withdrawals/${id}/${action}`,
    headers: { 'x-operator-token': ops.token },
    payload: body as object,
  });
}

/** Moves a requested withdrawal to PAID through the operator API. */
export async function approveAndPay(t: TTestApp, ops: TOps, id: string): Promise<void> {
  expect((await opsAction(t, ops, id, 'approve')).statusCode).toBe(200);
  const paid = await opsAction(t, ops, id, 'paid');
  expect(paid.statusCode, paid.body).toBe(200);
}

export function confirm(t: TTestApp, member: TLoggedInMember, id: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/wps/member/withdrawals/${id}/confirm`,
    headers: headersOf(member),
    payload: body as object,
  });
}

/** A multipart body with one part named `field`. */
export function multipart(content: Buffer, filename = 'proof.png', field = 'file', type = 'image/png') {
  const boundary = `----kirin${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function reportNotReceived(
  t: TTestApp,
  member: TLoggedInMember,
  id: string,
  content: Buffer,
  filename?: string,
) {
  const body = multipart(content, filename);
  return t.app.inject({
    method: 'PUT',
    url: `/wps/member/withdrawals/${id}/not-received`,
    headers: { ...headersOf(member), ...body.headers },
    payload: body.payload,
  });
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's first bytes ("MZ" and a PE header), to be sent as proof.png. */
export function fakeExecutable(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'ascii');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'binary');
  return exe;
}

/** The ledger's invariants hold. */
export async function expectLedgerClean(t: TTestApp): Promise<void> {
  const report = await auditLedger(t.db);
  expect(report.problems).toEqual([]);
  expect(report.isClean).toBe(true);
}

/** The member's main account: balance and held. */
export const mainAccount = (t: TTestApp, member: TWithdrawer) => accountRow(t.db, member.accountId);
