import type { TDb } from '../../../db/database.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import { createRedEnvelopeCampaign } from './create-red-envelope-campaign.js';

export const DEMO_RED_ENVELOPE_NAME = 'Lucky red envelope';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the demo campaign runs from the first start. */
const DEMO_CAMPAIGN_DAYS = 365;

/**
 * The demo merchant's red envelope: one live campaign with a real pool (1,000 packets, 100,000.00 in all,
 * 10.00 to 500.00 each, one per member), paid from the merchant's BONUS account like any other. Created once,
 * when the merchant has no campaign yet: an operator's close or later campaigns are kept across restarts.
 */
export async function seedDemoRedEnvelope(db: TDb, merchantId: bigint, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const merchant = await trx
      .selectFrom('merchant')
      .select('brand')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('red_envelope_campaign')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    await createRedEnvelopeCampaign(trx, {
      merchantId,
      currency: ZMerchantBrand.parse(merchant.brand).currency,
      createdBy: null,
      name: DEMO_RED_ENVELOPE_NAME,
      totalMinor: 10_000_000,
      packetCount: 1_000,
      minPacketMinor: 1_000,
      maxPacketMinor: 50_000,
      perMemberLimit: 1,
      perDayLimit: 1,
      startsAt: new Date(now.getTime() - 60_000).toISOString(),
      endsAt: new Date(now.getTime() + DEMO_CAMPAIGN_DAYS * DAY_MS).toISOString(),
      audience: 'ALL',
      minDepositMinor: 0,
    });
  });
}
