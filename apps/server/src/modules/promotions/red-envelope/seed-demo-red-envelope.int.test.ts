import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { readRedEnvelopeStatus } from './read-red-envelopes.js';
import { makeManyMembers, readCampaignMoney } from './red-envelope.factories.js';
import { DEMO_RED_ENVELOPE_NAME, seedDemoRedEnvelope } from './seed-demo-red-envelope.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const campaignsOf = (merchantId: bigint) =>
  t.db.selectFrom('red_envelope_campaign').selectAll().where('merchant_id', '=', merchantId).execute();

describe('the demo red envelope', () => {
  it('is one live campaign with a real pool that members can open, created once', async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoRedEnvelope(t.db, merchant.id);
    await seedDemoRedEnvelope(t.db, merchant.id);
    const campaigns = await campaignsOf(merchant.id);
    expect(campaigns).toHaveLength(1);
    const [campaign] = campaigns;
    expect(campaign).toMatchObject({ name: DEMO_RED_ENVELOPE_NAME, currency: 'VND', closed_at: null });
    const money = await readCampaignMoney(t.db, campaign!.id);
    expect(money).toMatchObject({ packets: 1_000, claimed: 0, totalMinor: 10_000_000n });

    const [member] = await makeManyMembers(t, merchant, 1);
    const status = await readRedEnvelopeStatus(t.db, {
      merchantId: merchant.id,
      memberId: member!.id,
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(status.campaigns).toEqual([
      expect.objectContaining({
        campaignId: String(campaign!.id),
        name: DEMO_RED_ENVELOPE_NAME,
        claimsLeft: 1,
      }),
    ]);
  });

  it("keeps an operator's close across restarts (no new campaign once the merchant has one)", async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoRedEnvelope(t.db, merchant.id);
    await t.db
      .updateTable('red_envelope_campaign')
      .set({ closed_at: new Date() })
      .where('merchant_id', '=', merchant.id)
      .execute();
    await seedDemoRedEnvelope(t.db, merchant.id);
    const campaigns = await campaignsOf(merchant.id);
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]!.closed_at).not.toBeNull();
  });
});
