import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeOperator, makeSessionToken } from '../../admin/admin.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rotate = (token: string, code = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${code}/payload-key/rotate`,
    headers: { 'x-operator-token': token },
  });
const publishedKid = async () =>
  (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.payloadKey.kid;

describe('POST /ops/merchants/:code/payload-key/rotate', () => {
  it('publishes a new key and records who rotated it', async () => {
    const owner = await makeOperator(t.db, { role: 'owner' });
    const before = await publishedKid();
    const res = await rotate(await makeSessionToken(t.db, owner));
    expect(res.statusCode).toBe(200);
    const { kid, retiredKeyGraceMinutes } = res.json().value;
    expect(retiredKeyGraceMinutes).toBe(60);
    expect(kid).not.toBe(before);
    expect(await publishedKid()).toBe(kid);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('operator_id', '=', owner.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['merchant.payload-key']);
    expect(audit[0]?.before).toEqual({ kids: [before] });
    expect(audit[0]?.after).toEqual({ kid });
    const old = await t.db
      .selectFrom('merchant_payload_key')
      .selectAll()
      .where('kid', '=', before)
      .executeTakeFirstOrThrow();
    expect(old.retired_at).not.toBeNull();
  });

  it('is for owners only, and for merchants that exist', async () => {
    const support = await makeOperator(t.db, { role: 'support' });
    expect((await rotate(await makeSessionToken(t.db, support))).json().code).toBe('FORBIDDEN');
    const owner = await makeOperator(t.db, { role: 'owner' });
    expect((await rotate(await makeSessionToken(t.db, owner), 'nosuchmerchant')).json().code).toBe(
      'NOT_FOUND',
    );
  });
});
