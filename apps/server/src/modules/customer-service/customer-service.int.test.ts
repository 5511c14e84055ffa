import { decryptServicePath } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const permissionOf = async (code: string) =>
  (await t.app.inject({ url: '/wps/system/permission', headers: { merchant: code } })).json().value.info;
const ops = (token: string, method: 'GET' | 'PUT', code: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${code}/customer-service`,
    headers: { 'x-operator-token': token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('customer service entries', () => {
  it('go out encrypted (8-character key at the end) and decrypt to the built-in live chat by default', async () => {
    const first = await permissionOf('demo');
    const second = await permissionOf('demo');
    expect(first.customerService).toHaveLength(1);
    const [entry] = first.customerService;
    expect(entry.csType).toBe('LIVECHAT');
    expect(entry.path).not.toContain('/livechat');
    expect(entry.path).toMatch(/^[A-Za-z0-9_-]+[A-Za-z0-9]{8}$/);
    expect(second.customerService[0].path).not.toBe(entry.path);
    expect(await decryptServicePath(entry.path)).toBe('/livechat');
  });

  it('are replaced by an owner, audited, and served encrypted with their version path list', async () => {
    const { code, id } = await makeMerchant(t.db);
    const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
    const entries = [
      { csType: 'LIVECHAT', path: '/livechat' },
      {
        csType: 'VIP',
        path: 'https://vip.example/chat',
        version: { pathList: [{ type: 'H5', path: 'https://m.vip.example/chat' }] },
      },
    ];
    const saved = await ops(owner.token, 'PUT', code, entries);
    expect(saved.json()).toEqual({ success: true, value: entries });
    expect((await ops(owner.token, 'GET', code)).json().value).toEqual(entries);

    const info = await permissionOf(code);
    const vip = info.customerService.find((e: { csType: string }) => e.csType === 'VIP');
    expect(await decryptServicePath(vip.path)).toBe('https://vip.example/chat');
    expect(vip.version.pathList[0].type).toBe('H5');
    expect(await decryptServicePath(vip.version.pathList[0].path)).toBe('https://m.vip.example/chat');

    const row = await t.db
      .selectFrom('merchant')
      .select('settings')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((row.settings as { customerService: unknown }).customerService).toEqual(entries);
    expect((row.settings as { modules: unknown[] }).modules.length).toBeGreaterThan(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('merchant_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'customer-service.save', target: `merchant:${code}` }]);
  });

  it('refuse unsafe paths, unknown types, other roles and other merchants, changing nothing', async () => {
    const { code } = await makeMerchant(t.db);
    const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
    for (const bad of [
      [{ csType: 'LIVECHAT', path: 'javascript:alert(1)' }],
      [{ csType: 'LIVECHAT', path: '//evil.example' }],
      [{ csType: 'PHONE', path: '/x' }],
      [{ csType: 'VIP', path: '/x', version: { pathList: [{ type: 'WATCH', path: '/y' }] } }],
      { csType: 'VIP', path: '/x' },
    ])
      expectFailure(await ops(owner.token, 'PUT', code, bad), 400, 'VALIDATION_FAILED');
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expectFailure(await ops(support.token, 'PUT', code, []), 403, 'FORBIDDEN');
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: ['demo'] });
    expectFailure(await ops(scoped.token, 'PUT', code, []), 403, 'FORBIDDEN');
    expectFailure(await ops(owner.token, 'PUT', 'no-such-merchant', []), 404, 'NOT_FOUND');
    const info = await permissionOf(code);
    expect(await decryptServicePath(info.customerService[0].path)).toBe('/livechat');
  });
});
