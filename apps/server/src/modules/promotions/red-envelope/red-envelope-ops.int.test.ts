import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { campaignInput, claimAs, makeManyMembers, readCampaignMoney } from './red-envelope.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: TOp;
let support: TOp;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const audit = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['target', 'operator_id', 'before', 'after'])
    .where('action', '=', action)
    .where('merchant_id', '=', merchant.id)
    .orderBy('id')
    .execute();
const campaignCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('red_envelope_campaign')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('operator red envelopes', () => {
  it('creates a campaign whose stored packets sum to the pool within the bounds, audited', async () => {
    const input = campaignInput({
      name: 'Spring',
      totalMinor: 77_777,
      packetCount: 50,
      minPacketMinor: 100,
      maxPacketMinor: 5_000,
    });
    const res = await ops(owner, 'POST', '/red-envelopes', input);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().value;
    expect(view).toMatchObject({
      name: 'Spring',
      state: 'LIVE',
      currency: 'VND',
      totalMinor: 77_777,
      packetCount: 50,
      claimedCount: 0,
      paidMinor: 0,
      remainingCount: 50,
      remainingMinor: 77_777,
    });
    const packets = await t.db
      .selectFrom('red_envelope_packet')
      .select(['amount_minor', 'slot'])
      .where('campaign_id', '=', BigInt(view.id))
      .execute();
    expect(packets).toHaveLength(50);
    expect(packets.reduce((sum, p) => sum + BigInt(p.amount_minor), 0n)).toBe(77_777n);
    expect(packets.every((p) => p.amount_minor >= 100n && p.amount_minor <= 5_000n)).toBe(true);
    const rows = await audit('red-envelope.create');
    expect(rows.at(-1)).toMatchObject({ target: `red-envelope:${view.id}`, operator_id: owner.id });
  });

  it('creates a weighted pool of the prizes given, exactly, and refuses prizes that disagree with the pool', async () => {
    const prizes = [
      { amountMinor: 800, count: 7 },
      { amountMinor: 8_800, count: 2 },
      { amountMinor: 88_800, count: 1 },
    ];
    const shape = { totalMinor: 112_000, packetCount: 10, minPacketMinor: 800, maxPacketMinor: 88_800 };
    const res = await ops(owner, 'POST', '/red-envelopes', campaignInput({ ...shape, prizes }));
    expect(res.statusCode, res.body).toBe(200);
    const packets = await t.db
      .selectFrom('red_envelope_packet')
      .select('amount_minor')
      .where('campaign_id', '=', BigInt(res.json().value.id))
      .execute();
    const counts = new Map<bigint, number>();
    for (const p of packets) counts.set(p.amount_minor, (counts.get(p.amount_minor) ?? 0) + 1);
    expect(Object.fromEntries([...counts].map(([a, n]) => [String(a), n]))).toEqual({
      '800': 7,
      '8800': 2,
      '88800': 1,
    });
    const before = await campaignCount();
    for (const wrong of [
      { ...shape, totalMinor: 111_999, prizes },
      { ...shape, packetCount: 11, totalMinor: 112_800, prizes },
      { ...shape, maxPacketMinor: 10_000, prizes },
      { ...shape, prizes: [] },
    ])
      expectFailure(
        await ops(owner, 'POST', '/red-envelopes', campaignInput(wrong)),
        400,
        'VALIDATION_FAILED',
      );
    expect(await campaignCount()).toBe(before);
  });

  it('refuses bad campaigns with VALIDATION_FAILED and creates nothing; support may not create', async () => {
    const before = await campaignCount();
    const bad = [
      campaignInput({ totalMinor: 999, packetCount: 10, minPacketMinor: 100 }),
      campaignInput({ totalMinor: 100_000, packetCount: 10, maxPacketMinor: 5_000 }),
      campaignInput({ minPacketMinor: 500, maxPacketMinor: 100 }),
      campaignInput({ endsAt: new Date(Date.now() - 7_200_000).toISOString() }),
      campaignInput({ audience: 'MIN_DEPOSIT', minDepositMinor: 0 }),
      campaignInput({ packetCount: 100_000 }),
      { ...campaignInput(), totalMinor: '10000' },
      { ...campaignInput(), name: '' },
      { nothing: true },
    ];
    for (const body of bad)
      expectFailure(await ops(owner, 'POST', '/red-envelopes', body), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(support, 'POST', '/red-envelopes', campaignInput()), 403, 'FORBIDDEN');
    expect(await campaignCount()).toBe(before);
  });

  it('lists campaigns with claimed, paid and remaining figures and the claims with their members', async () => {
    const created = (
      await ops(
        owner,
        'POST',
        '/red-envelopes',
        campaignInput({
          name: 'Listed',
          totalMinor: 1_000,
          packetCount: 4,
          minPacketMinor: 100,
          maxPacketMinor: 400,
        }),
      )
    ).json().value;
    const members = await makeManyMembers(t, merchant, 3);
    const won = [];
    for (const m of members) won.push((await claimAs(t, m, { campaignId: created.id })).json().value);
    const paid = won.reduce((sum, w) => sum + w.amountMinor, 0);

    const list = (await ops(support, 'GET', '/red-envelopes?page=1&pageSize=50')).json().value;
    const listed = list.list.find((c: { id: string }) => c.id === created.id);
    expect(listed).toMatchObject({
      claimedCount: 3,
      paidMinor: paid,
      remainingCount: 1,
      remainingMinor: 1_000 - paid,
    });

    const claims = (await ops(support, 'GET', `/red-envelopes/${created.id}/claims`)).json().value;
    expect(claims.total).toBe(3);
    expect(claims.list.map((c: { memberId: string }) => c.memberId).sort()).toEqual(
      members.map((m) => String(m.id)).sort(),
    );
    expect(
      claims.list.every((c: { ledgerTransactionId: string }) => /^\d+$/.test(c.ledgerTransactionId)),
    ).toBe(true);
    const money = await readCampaignMoney(t.db, BigInt(created.id));
    expect(money.paidMinor).toBe(BigInt(paid));
    const reads = await audit('red-envelope.read');
    expect(reads.map((r) => r.target)).toEqual(
      expect.arrayContaining(['red-envelope:list', `red-envelope:${created.id}:claims`]),
    );
    expectFailure(await ops(support, 'GET', '/red-envelopes/99999999/claims'), 404, 'NOT_FOUND');
  });

  it('closes a campaign: members are refused from then on; a second close is INVALID_STATE', async () => {
    const created = (await ops(owner, 'POST', '/red-envelopes', campaignInput({ name: 'Closing' }))).json()
      .value;
    expectFailure(await ops(support, 'POST', `/red-envelopes/${created.id}/close`), 403, 'FORBIDDEN');
    const closed = await ops(owner, 'POST', `/red-envelopes/${created.id}/close`);
    expect(closed.json().value).toMatchObject({ state: 'CLOSED', remainingCount: 10 });
    expect(closed.json().value.closedAt).not.toBeNull();
    const [member] = await makeManyMembers(t, merchant, 1);
    expectFailure(await claimAs(t, member!, { campaignId: created.id }), 409, 'RED_ENVELOPE_NOT_AVAILABLE');
    expectFailure(await ops(owner, 'POST', `/red-envelopes/${created.id}/close`), 409, 'INVALID_STATE');
    expectFailure(await ops(owner, 'POST', '/red-envelopes/abc/close'), 400, 'VALIDATION_FAILED');
    const rows = await audit('red-envelope.close');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.target).toBe(`red-envelope:${created.id}`);
  });

  it("cannot see or close another merchant's campaign through this merchant's code", async () => {
    const other = await makeMerchant(t.db);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/${other.code}/red-envelopes`,
      headers: { 'x-operator-token': owner.token },
      payload: campaignInput(),
    });
    const id = theirs.json().value.id;
    expectFailure(await ops(owner, 'POST', `/red-envelopes/${id}/close`), 404, 'NOT_FOUND');
    expectFailure(await ops(owner, 'GET', `/red-envelopes/${id}/claims`), 404, 'NOT_FOUND');
  });
});
