import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import {
  listMessagesOf,
  makeSupport,
  readOne,
  sendAsOperator,
  unreadCount,
  type TStaff,
} from './messages.factories.js';

let t: TTestApp;
let support: TStaff;
beforeAll(async () => {
  t = await createTestApp();
  support = await makeSupport(t);
});
afterAll(() => t.close());

async function sendOk(merchantCode: string, body: Record<string, unknown>): Promise<string> {
  const res = await sendAsOperator(t, support, merchantCode, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

describe('platform messages to one member, a label and everyone', () => {
  it('a message to one member reaches only that member', async () => {
    const merchant = await makeMerchant(t.db);
    const alice = await makeLoggedInMember(t, {}, merchant);
    const bob = await makeLoggedInMember(t, {}, merchant);
    const id = await sendOk(merchant.code, {
      audience: 'MEMBER',
      username: alice.username,
      content: 'For Alice',
    });
    expect(await unreadCount(t, alice)).toBe(1);
    expect(await unreadCount(t, bob)).toBe(0);
    expect((await listMessagesOf(t, alice)).list).toMatchObject([
      { id, content: 'For Alice', isRead: false },
    ]);
    expect((await listMessagesOf(t, bob)).total).toBe(0);
    expectFailure(await readOne(t, bob, id), 404, 'NOT_FOUND');
  });

  it('a label message reaches the members carrying the label, a broadcast reaches all, and no read row is written at send time', async () => {
    const merchant = await makeMerchant(t.db);
    const vip = await makeLoggedInMember(t, {}, merchant);
    const plain = await makeLoggedInMember(t, {}, merchant);
    await t.db
      .updateTable('member')
      .set({ member_labels: ['VIP'] })
      .where('id', '=', vip.id)
      .execute();
    const labelId = await sendOk(merchant.code, { audience: 'LABEL', labelName: 'VIP' });
    const allId = await sendOk(merchant.code, { audience: 'ALL' });
    expect(await unreadCount(t, vip)).toBe(2);
    expect(await unreadCount(t, plain)).toBe(1);
    expect((await listMessagesOf(t, vip)).list.map((m) => m.id)).toEqual([allId, labelId]);
    const marks = await t.db
      .selectFrom('platform_message_read')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('message_id', 'in', [BigInt(labelId), BigInt(allId)])
      .executeTakeFirstOrThrow();
    expect(Number(marks.n)).toBe(0);
    expect(
      await t.db.selectFrom('platform_message').select('id').where('merchant_id', '=', merchant.id).execute(),
    ).toHaveLength(2);
  });

  it('read state is per member: one reading a broadcast leaves it unread for the other', async () => {
    const merchant = await makeMerchant(t.db);
    const first = await makeLoggedInMember(t, {}, merchant);
    const second = await makeLoggedInMember(t, {}, merchant);
    const id = await sendOk(merchant.code, { audience: 'ALL', content: 'Maintenance at noon' });
    const res = await readOne(t, first, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ id, content: 'Maintenance at noon', isRead: true });
    expect(await unreadCount(t, first)).toBe(0);
    expect(await unreadCount(t, second)).toBe(1);
    expect((await listMessagesOf(t, first)).list[0]).toMatchObject({ id, isRead: true });
    expect((await listMessagesOf(t, second)).list[0]).toMatchObject({ id, isRead: false });
    // Reading it again changes nothing.
    expect((await readOne(t, first, id)).json().value.isRead).toBe(true);
    const marks = await t.db
      .selectFrom('platform_message_read')
      .selectAll()
      .where('message_id', '=', BigInt(id))
      .execute();
    expect(marks.map((m) => m.member_id)).toEqual([first.id]);
  });

  it('another merchant’s members never see the message', async () => {
    const merchant = await makeMerchant(t.db);
    const other = await makeMerchant(t.db);
    const outsider = await makeLoggedInMember(t, {}, other);
    const id = await sendOk(merchant.code, { audience: 'ALL' });
    expect(await unreadCount(t, outsider)).toBe(0);
    expectFailure(await readOne(t, outsider, id), 404, 'NOT_FOUND');
    // The outsider's token against the first merchant is no session there.
    const crossed = await t.app.inject({
      url: '/wps/relay/CSP_unreadCount',
      headers: headersOf(outsider, merchant.code),
    });
    expectFailure(crossed, 401, 'NOT_LOGGED_IN');
  });

  it('a broadcast sent before a member joined is not theirs', async () => {
    const merchant = await makeMerchant(t.db);
    await sendOk(merchant.code, { audience: 'ALL' });
    const newcomer = await makeLoggedInMember(t, {}, merchant);
    expect(await unreadCount(t, newcomer)).toBe(0);
  });

  it('mark all read clears the count and answers how many were marked; the balance carries unreadMessage', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    await sendOk(merchant.code, { audience: 'ALL' });
    await sendOk(merchant.code, { audience: 'MEMBER', username: member.username });
    await sendOk(merchant.code, { audience: 'MEMBER', username: member.username });
    const balance = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: headersOf(member) });
    expect(balance.json().value.unreadMessage).toBe(3);
    const all = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_readAllMessages',
      headers: headersOf(member),
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value).toEqual({ count: 3 });
    expect(await unreadCount(t, member)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_readAllMessages',
      headers: headersOf(member),
    });
    expect(again.json().value).toEqual({ count: 0 });
  });

  it('pages newest first', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await sendOk(merchant.code, { audience: 'MEMBER', username: member.username }));
    const page = await listMessagesOf(t, member, '?page=2&pageSize=2');
    expect(page.total).toBe(3);
    expect(page.list.map((m) => m.id)).toEqual([ids[0]]);
  });

  it('refuses calls without a session and malformed input with 4xx, changing nothing', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(
      await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: { merchant: 'demo' } }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFailure(await readOne(t, member, 'abc'), 400, 'VALIDATION_FAILED');
    expectFailure(await readOne(t, member, '999999999'), 404, 'NOT_FOUND');
    const badPage = await t.app.inject({
      url: '/wps/relay/CSP_messages?pageSize=1000',
      headers: headersOf(member),
    });
    expectFailure(badPage, 400, 'VALIDATION_FAILED');
  });
});
