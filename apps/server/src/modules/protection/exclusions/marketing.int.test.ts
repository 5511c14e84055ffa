import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInMember } from '../../member/security-centre.factories.js';
import {
  listMessagesOf,
  makeSupport,
  sendAsOperator,
  type TStaff,
} from '../../messages/messages.factories.js';
import { protectionClient } from './exclusions.factories.js';

let t: TTestApp;
let support: TStaff;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  support = await makeSupport(t);
});
afterAll(() => t.close());

const p = protectionClient(() => t);

describe('marketing stops for excluded members', () => {
  it('hides marketing sent during a self-exclusion, even after it ends; service messages still arrive', async () => {
    const excluded = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    // Joined long before, so broadcasts moved back in time below are still after joining.
    await sql`UPDATE member SET created_at = now() - interval '400 days' WHERE id = ${excluded.id}`.execute(
      t.db,
    );
    expect((await p.selfExclude(excluded, '6m')).statusCode).toBe(200);

    const broadcast = await sendAsOperator(t, support, 'demo', { audience: 'ALL' });
    expect(broadcast.json().value).toMatchObject({ category: 'marketing' });
    const promo = await sendAsOperator(t, support, 'demo', {
      audience: 'MEMBER',
      username: excluded.username,
      category: 'marketing',
    });
    const notice = await sendAsOperator(t, support, 'demo', {
      audience: 'MEMBER',
      username: excluded.username,
    });
    expect(notice.json().value).toMatchObject({ category: 'service' });

    const seenByOther = (await listMessagesOf(t, other)).list.map((m) => m.title);
    expect(seenByOther).toContain(broadcast.json().value.title);

    // The period over and the account reopened (the clock moved for the messages too): what was sent
    // during it stays unsent.
    const sent = [broadcast, promo, notice].map((res) => BigInt(res.json().value.id));
    const moveClock = async (hours: number) => {
      await p.backdateExclusion(excluded.id, hours);
      await sql`UPDATE platform_message SET created_at = created_at - make_interval(hours => ${hours})
        WHERE id IN (${sql.join(sent)})`.execute(t.db);
    };
    await moveClock(24 * 200);
    expect((await p.reopen(excluded)).statusCode).toBe(200);
    await moveClock(25);
    const login = await p.login({ username: excluded.username, password: excluded.password });
    expect(login.statusCode, login.body).toBe(200);
    const back = { ...excluded, token: login.json().value.token as string };
    const titles = (await listMessagesOf(t, back)).list.map((m) => m.title);
    expect(titles).toContain(notice.json().value.title);
    expect(titles).not.toContain(broadcast.json().value.title);
    expect(titles).not.toContain(promo.json().value.title);

    // Marketing sent after the exclusion reaches the member again.
    const after = await sendAsOperator(t, support, 'demo', { audience: 'ALL' });
    expect((await listMessagesOf(t, back)).list.map((m) => m.title)).toContain(after.json().value.title);
  });
});
