import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInMember, type TLoggedInMember } from '../member/security-centre.factories.js';
import { assertInTeam, teamMemberIds, uplineChain } from './agent-scope.js';

let t: TTestApp;
// top ← mid ← low ← player; top ← other; stranger outside.
let top: TLoggedInMember;
let mid: TLoggedInMember;
let low: TLoggedInMember;
let player: TLoggedInMember;
let other: TLoggedInMember;
let stranger: TLoggedInMember;

beforeAll(async () => {
  t = await createTestApp();
  top = await makeLoggedInMember(t, { accountType: 1 });
  mid = await makeLoggedInMember(t, { accountType: 2, uplineId: top.id });
  low = await makeLoggedInMember(t, { accountType: 2, uplineId: mid.id });
  player = await makeLoggedInMember(t, { uplineId: low.id });
  other = await makeLoggedInMember(t, { accountType: 2, uplineId: top.id });
  stranger = await makeLoggedInMember(t, { accountType: 1 });
});
afterAll(() => t.close());

const idsOf = async (agent: TLoggedInMember, scope: 'DIRECT' | 'TEAM', isSelfIncluded = false) =>
  (await teamMemberIds(t.db, agent.id, scope, isSelfIncluded).execute()).map((r) => r.member_id).sort();
const sorted = (...members: TLoggedInMember[]) => members.map((m) => m.id).sort();

describe('agent tree (closure kept by the member triggers)', () => {
  it('reads a team at any depth, direct downlines only, and the chain of uplines', async () => {
    expect(await idsOf(top, 'TEAM')).toEqual(sorted(mid, low, player, other));
    expect(await idsOf(top, 'DIRECT')).toEqual(sorted(mid, other));
    expect(await idsOf(mid, 'TEAM', true)).toEqual(sorted(mid, low, player));
    expect(await uplineChain(t.db, player.id)).toEqual([
      { id: low.id, depth: 1 },
      { id: mid.id, depth: 2 },
      { id: top.id, depth: 3 },
    ]);
  });

  it('refuses a member outside the team the same way as no member at all', async () => {
    expect(await assertInTeam(t.db, top.id, player.id)).toBe(3);
    await expect(assertInTeam(t.db, mid.id, other.id)).rejects.toMatchObject({ code: 'NOT_IN_AGENT_LINE' });
    await expect(assertInTeam(t.db, stranger.id, player.id)).rejects.toMatchObject({ code: 'NOT_IN_AGENT_LINE' });
    await expect(assertInTeam(t.db, mid.id, mid.id)).rejects.toMatchObject({ code: 'NOT_IN_AGENT_LINE' });
    await expect(assertInTeam(t.db, top.id, 999_999_999n)).rejects.toMatchObject({ code: 'NOT_IN_AGENT_LINE' });
  });

  it('moves a whole subtree with its member and refuses a move under its own team', async () => {
    await t.db.updateTable('member').set({ upline_id: other.id }).where('id', '=', low.id).execute();
    expect(await idsOf(mid, 'TEAM')).toEqual([]);
    expect(await idsOf(other, 'TEAM')).toEqual(sorted(low, player));
    expect((await uplineChain(t.db, player.id)).map((r) => r.id)).toEqual([low.id, other.id, top.id]);

    await expect(
      t.db.updateTable('member').set({ upline_id: player.id }).where('id', '=', other.id).execute(),
    ).rejects.toThrow(/agent tree cycle/);
    expect(await idsOf(top, 'TEAM')).toEqual(sorted(mid, low, player, other));
  });
});
