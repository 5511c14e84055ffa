import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, type TTestMember } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { expectFailure, makeOtherMerchant } from '../member/security-centre.factories.js';
import { teamMemberIds } from './agent-scope.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: TOp;
let support: TOp;
let content: TOp;
let foreignOperator: TOp;
// top ← a ← b ← player; top ← c; loose (a player with no upline); foreign (another merchant's agent).
let top: TTestMember;
let a: TTestMember;
let b: TTestMember;
let player: TTestMember;
let c: TTestMember;
let loose: TTestMember;
let foreign: TTestMember;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeOtherMerchant(t);
  const m = { merchantId: merchant.id };
  top = await makeMember(t.db, { ...m, accountType: 1 });
  a = await makeMember(t.db, { ...m, accountType: 2, uplineId: top.id });
  b = await makeMember(t.db, { ...m, accountType: 2, uplineId: a.id });
  player = await makeMember(t.db, { ...m, uplineId: b.id });
  c = await makeMember(t.db, { ...m, accountType: 42, uplineId: top.id });
  loose = await makeMember(t.db, m);
  const other = await makeOtherMerchant(t);
  foreign = await makeMember(t.db, { merchantId: other.id, accountType: 1 });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
  content = await makeLoggedInOperator(t.db, { role: 'content' });
  foreignOperator = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const valueOf = <T = unknown>(res: { statusCode: number; body: string; json: () => { value: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
};
const uplineOf = async (id: bigint) =>
  (await t.db.selectFrom('member').select('upline_id').where('id', '=', id).executeTakeFirstOrThrow())
    .upline_id;
const teamOf = async (id: bigint) =>
  (await teamMemberIds(t.db, id, 'TEAM').execute()).map((r) => r.member_id).sort();
const contract = (memberId: bigint, uplineId: bigint | null, status: 'PENDING' | 'VALID') =>
  t.db
    .insertInto('agent_contract')
    .values({
      merchant_id: merchant.id,
      contract_type: status === 'PENDING' ? 'DAILY_SALARY' : 'DIVIDEND',
      upline_id: uplineId,
      member_id: memberId,
      period: status === 'PENDING' ? 'D' : 'H',
      basis: status === 'PENDING' ? 'VALID_BET' : 'NET_LOSS',
      tiers: JSON.stringify([{ minValidBetMinor: 0, minActive: 0, rateType: 'P', ratePpm: 1000 }]),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('operator agent tree', () => {
  it('shows the top of the tree, a node’s children with team sizes, and a search by name', async () => {
    const roots = valueOf<{ list: { id: string }[] }>(await ops(owner, 'GET', '/agent-tree?pageSize=100'));
    const rootIds = roots.list.map((n) => n.id);
    expect(rootIds).toContain(String(top.id));
    expect(rootIds).not.toContain(String(loose.id));
    expect(rootIds).not.toContain(String(a.id));

    const children = valueOf<{ list: object[]; total: number }>(
      await ops(support, 'GET', `/agent-tree?parentId=${top.id}`),
    );
    expect(children.total).toBe(2);
    expect(children.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: String(a.id),
          uplineId: String(top.id),
          uplineUsername: top.username,
          level: 1,
          directCount: 1,
          teamSize: 2,
          accountType: 2,
        }),
        expect.objectContaining({ id: String(c.id), teamSize: 0, accountType: 42 }),
      ]),
    );
    const found = valueOf<{ list: { id: string; level: number }[] }>(
      await ops(owner, 'GET', `/agent-tree?username=${player.username.toUpperCase()}`),
    );
    expect(found.list).toEqual([expect.objectContaining({ id: String(player.id), level: 3 })]);
    // Another merchant's member is not found here.
    const none = valueOf<{ list: object[] }>(
      await ops(owner, 'GET', `/agent-tree?username=${foreign.username}`),
    );
    expect(none.list).toEqual([]);
    expectFailure(await ops(foreignOperator, 'GET', '/agent-tree'), 403, 'FORBIDDEN');
  });

  it('moves a member with its team, ends its own open contracts and audits the reason', async () => {
    const valid = await contract(b.id, a.id, 'VALID');
    const pending = await contract(b.id, a.id, 'PENDING');
    const below = await contract(player.id, b.id, 'VALID');
    const moved = valueOf<{ endedContractIds: string[] }>(
      await ops(support, 'POST', '/agent-tree/move', {
        memberId: String(b.id),
        newUplineId: String(c.id),
        reason: 'agent asked to change line',
      }),
    );
    expect(moved).toEqual({
      memberId: String(b.id),
      oldUplineId: String(a.id),
      newUplineId: String(c.id),
      endedContractIds: expect.arrayContaining([String(valid.id), String(pending.id)]),
    });
    expect(moved.endedContractIds).toHaveLength(2);
    expect(await uplineOf(b.id)).toBe(c.id);
    expect(await teamOf(c.id)).toEqual([b.id, player.id].sort());
    expect(await teamOf(a.id)).toEqual([]);

    const rows = await t.db
      .selectFrom('agent_contract')
      .select(['id', 'status', 'ended_reason', 'effective_until'])
      .where('id', 'in', [valid.id, pending.id, below.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.ended_reason])).toEqual([
      ['TERMINATED', 'MOVED'],
      ['TERMINATED', 'MOVED'],
      ['VALID', null],
    ]);
    expect(rows[0]?.effective_until).toBeInstanceOf(Date);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'target', 'before', 'after'])
      .where('action', '=', 'agent.move')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: support.id,
        target: `member:${b.id}`,
        before: { uplineId: String(a.id) },
        after: expect.objectContaining({ uplineId: String(c.id), reason: 'agent asked to change line' }),
      }),
    ]);
  });

  it('refuses a cycle, a non-agent upline, another merchant’s ids, a missing reason and a reader', async () => {
    const move = (memberId: bigint, newUplineId: bigint, op = owner, reason = 'tidy up') =>
      ops(op, 'POST', '/agent-tree/move', {
        memberId: String(memberId),
        newUplineId: String(newUplineId),
        reason,
      });
    expectFailure(await move(c.id, b.id), 409, 'AGENT_TREE_CYCLE');
    expectFailure(await move(c.id, c.id), 409, 'AGENT_TREE_CYCLE');
    expectFailure(await move(b.id, loose.id), 400, 'VALIDATION_FAILED', {
      newUplineId: 'agent_tree_upline_not_agent',
    });
    expectFailure(await move(b.id, foreign.id), 404, 'NOT_FOUND');
    expectFailure(await move(foreign.id, top.id), 404, 'NOT_FOUND');
    expectFailure(await move(b.id, a.id, content), 403, 'FORBIDDEN');
    expectFailure(await move(b.id, a.id, owner, ''), 400, 'VALIDATION_FAILED');
    expect(await uplineOf(c.id)).toBe(top.id);
    expect(await uplineOf(b.id)).toBe(c.id);
  });

  it('sets an account type, keeps an agent with a team an agent, and audits it', async () => {
    const set = (member: TTestMember, accountType: number, op = owner) =>
      ops(op, 'PUT', `/agent-tree/members/${member.id}/account-type`, { accountType, reason: 'promotion' });
    expect(valueOf(await set(loose, 41))).toEqual({ memberId: String(loose.id), before: 0, accountType: 41 });
    expect(valueOf(await set(loose, 0))).toMatchObject({ before: 41, accountType: 0 });
    expectFailure(await set(c, 0), 400, 'VALIDATION_FAILED', { accountType: 'agent_tree_has_team' });
    expectFailure(await set(loose, 4), 400, 'VALIDATION_FAILED');
    expectFailure(await set(foreign, 2), 404, 'NOT_FOUND');
    expectFailure(await set(loose, 1, content), 403, 'FORBIDDEN');
    const row = await t.db
      .selectFrom('member')
      .select('account_type')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.account_type).toBe(42);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'agent.account-type')
      .where('target', '=', `member:${loose.id}`)
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { before: { accountType: 0 }, after: { accountType: 41, reason: 'promotion' } },
      { before: { accountType: 41 }, after: { accountType: 0, reason: 'promotion' } },
    ]);
  });
});
