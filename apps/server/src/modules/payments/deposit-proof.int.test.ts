import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { fileStorageOf, readStoredFile } from '../../platform/file-storage.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { isRowFree, probeStoragePuts } from '../../test/storage-probe.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import {
  makeBankMethod,
  makeSandboxMethod,
  multipartFile,
  newRequestId,
  PNG_BYTES,
  type TTestMethod,
} from './payments.factories.js';

let t: TTestApp;
let bank: TTestMethod;
let sandbox: TTestMethod;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await demoMerchantId(t.db);
  bank = await makeBankMethod(t.db, merchantId);
  sandbox = await makeSandboxMethod(t.db, merchantId);
});
afterAll(() => t.close());

async function openDeposit(member: TLoggedInMember, method = bank): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${method.id}`, amount: 25_000, requestId: newRequestId() },
  });
  return res.json().value.id as string;
}

const upload = (member: TLoggedInMember, depositId: string, file: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'PUT',
    url: `/wps/payment/deposits/${depositId}/proof`,
    headers: { ...headersOf(member), ...file.headers },
    payload: file.payload,
  });

const depositRow = (id: string) =>
  t.db.selectFrom('deposit').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

describe('PUT /wps/payment/deposits/:id/proof', () => {
  it('holds no lock on the deposit while the bytes travel to the storage', async () => {
    const member = await makeLoggedInMember(t);
    const depositId = await openDeposit(member);
    const probe = probeStoragePuts(t, () => isRowFree(t.db, 'deposit', BigInt(depositId)));
    try {
      expect((await upload(member, depositId, multipartFile(PNG_BYTES))).statusCode).toBe(200);
    } finally {
      probe.restore();
    }
    expect(probe.seen).toEqual([true]);
    expect((await depositRow(depositId)).status).toBe('PENDING_REVIEW');
  });

  it('stores a png and moves the deposit to PENDING_REVIEW', async () => {
    const member = await makeLoggedInMember(t);
    const depositId = await openDeposit(member);
    const res = await upload(member, depositId, multipartFile(PNG_BYTES));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: depositId, status: 'PENDING_REVIEW', hasProof: true });
    const row = await depositRow(depositId);
    const file = await t.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', row.proof_file_id!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ mime_type: 'image/png', member_id: member.id, purpose: 'deposit-proof' });
    // The bytes live in the file storage now (platform/file-storage.ts), not in the row.
    expect(file.content).toBeNull();
    const stored = await readStoredFile(t.db, fileStorageOf(t.ctx.config), file.id);
    expect(Buffer.compare(stored.content, PNG_BYTES)).toBe(0);
    // A second proof: the deposit is no longer waiting for one.
    expectFailure(await upload(member, depositId, multipartFile(PNG_BYTES)), 409, 'INVALID_STATE');
  });

  it('refuses a renamed executable by its content', async () => {
    const member = await makeLoggedInMember(t);
    const depositId = await openDeposit(member);
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(120, 0),
    ]);
    expectFailure(
      await upload(member, depositId, multipartFile(elf, 'proof.png', 'image/png')),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expectFailure(
      await upload(member, depositId, multipartFile(mz, 'proof.jpg', 'image/jpeg')),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREATED', proof_file_id: null });
  });

  it('refuses a file over 5 MB', async () => {
    const member = await makeLoggedInMember(t);
    const depositId = await openDeposit(member);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024, 1)]);
    expectFailure(await upload(member, depositId, multipartFile(big)), 413, 'FILE_TOO_LARGE');
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREATED', proof_file_id: null });
  });

  it('refuses sandbox, closed and expired deposits with INVALID_STATE', async () => {
    const member = await makeLoggedInMember(t);
    const sandboxDeposit = await openDeposit(member, sandbox);
    expectFailure(await upload(member, sandboxDeposit, multipartFile(PNG_BYTES)), 409, 'INVALID_STATE');
    const rejected = await openDeposit(member);
    await t.db
      .updateTable('deposit')
      .set({ status: 'REJECTED' })
      .where('id', '=', BigInt(rejected))
      .execute();
    expectFailure(await upload(member, rejected, multipartFile(PNG_BYTES)), 409, 'INVALID_STATE');
    const late = await openDeposit(member);
    await t.db
      .updateTable('deposit')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', BigInt(late))
      .execute();
    expectFailure(await upload(member, late, multipartFile(PNG_BYTES)), 409, 'INVALID_STATE');
  });

  it('another member cannot upload to my deposit; bad requests answer the envelope', async () => {
    const member = await makeLoggedInMember(t);
    const depositId = await openDeposit(member);
    const other = await makeLoggedInMember(t);
    expectFailure(await upload(other, depositId, multipartFile(PNG_BYTES)), 404, 'NOT_FOUND');
    expectFailure(
      await upload(member, depositId, multipartFile(PNG_BYTES, 'p.png', 'image/png', 'other')),
      400,
      'VALIDATION_FAILED',
    );
    const json = await t.app.inject({
      method: 'PUT',
      url: `/wps/payment/deposits/${depositId}/proof`,
      headers: headersOf(member),
      payload: { file: 'x' },
    });
    expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREATED' });
  });
});
