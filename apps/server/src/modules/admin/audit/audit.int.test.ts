import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMerchant } from '../../../test/factories.js';
import { makeLoggedInOperator } from '../admin.factories.js';
import { writeAudit } from './write-audit.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;
let brandA: { id: bigint; code: string };
let brandB: { id: bigint; code: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  brandA = await makeMerchant(t.db);
  brandB = await makeMerchant(t.db);
  const patch = (code: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/ops/merchants/${code}/status`,
      headers: { 'x-operator-token': owner.token },
      payload,
    });
  await patch(brandA.code, { maintenance: true });
  await patch(brandA.code, { maintenance: false });
  await patch(brandB.code, { loginRequired: true });
});
afterAll(() => t.close());

const audit = (query: string, token = owner.token) =>
  t.app.inject({ url: `/ops/audit${query}`, headers: { 'x-operator-token': token } });

describe('audit_log in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const { id } = await t.db.selectFrom('audit_log').select('id').orderBy('id').executeTakeFirstOrThrow();
    await expect(
      t.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(
      await t.db.selectFrom('audit_log').select('action').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
  });

  it('keeps no audit row of a change whose transaction failed', async () => {
    const actor = { operatorId: owner.id, ip: '127.0.0.1', requestId: 'rolled-back' };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await writeAudit(trx, actor, { action: 'merchant.status', merchantId: brandA.id });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('request_id', '=', 'rolled-back')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('GET /ops/audit', () => {
  it('answers the newest rows first, filtered by action, operator and merchant', async () => {
    const res = await audit(`?action=merchant.status&merchant=${brandA.code}&operator=${owner.username}`);
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize } = res.json().value;
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 50 });
    expect(items.map((i: { after: { maintenance: boolean } }) => i.after.maintenance)).toEqual([false, true]);
    expect(items[0]).toMatchObject({
      operatorUsername: owner.username,
      merchantCode: brandA.code,
      action: 'merchant.status',
    });
  });

  it('pages and filters by time', async () => {
    const first = (await audit('?action=merchant.status&pageSize=1&page=1')).json().value;
    const second = (await audit('?action=merchant.status&pageSize=1&page=2')).json().value;
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await audit(`?from=${future}`)).json().value.total).toBe(0);
    expect((await audit(`?to=${future}&action=merchant.status`)).json().value.total).toBe(3);
  });

  it('filters by the exact target', async () => {
    const { items, total } = (await audit(`?target=merchant:${brandB.code}`)).json().value;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ target: `merchant:${brandB.code}`, after: { loginRequired: true } });
    // Exact, not a prefix: `merchant:` alone names no row.
    expect((await audit('?target=merchant:')).json().value.total).toBe(0);
    expect((await audit(`?target=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('shows a scoped owner only the rows of its merchants', async () => {
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [brandB.code] });
    const { items } = (await audit('', scoped.token)).json().value;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i: { merchantCode: string }) => i.merchantCode))).toEqual(
      new Set([brandB.code]),
    );
  });

  it('is for owners only, and refuses bad filters with 400', async () => {
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expect((await audit('', support.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/ops/audit' })).statusCode).toBe(401);
    for (const query of ['?pageSize=0', '?pageSize=1000', '?page=-1', '?from=yesterday', '?page=abc']) {
      const res = await audit(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});
