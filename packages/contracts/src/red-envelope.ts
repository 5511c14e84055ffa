import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZIdString } from './games.js';
import { ZPage, ZPageSize, ZRequestId } from './wallet.js';

/**
 * The red envelope (issue 18, docs/promotions.md "Red envelope"): a campaign's pool is split into packets at
 * creation, and a member claims one packet per call. Amounts are integer minor units.
 */

/** The spec's call (section 7, "MCS2_claimRafflePromotion (T; POST)"): POST claims, GET reads what is live. */
export const RED_ENVELOPE_CLAIM_PATH = '/wps/relay/MCS2_claimRafflePromotion';
/** The member's own envelope history (not in the spec's list). */
export const RED_ENVELOPE_HISTORY_PATH = '/wps/promotions/red-envelope/claims';

/** Packets per campaign: every amount is drawn and stored at creation, so the count is bounded. */
export const RED_ENVELOPE_MAX_PACKETS = 10_000;
/** Largest pool: crypto.randomInt draws below 2^48. */
export const RED_ENVELOPE_MAX_TOTAL_MINOR = 2 ** 47;
export const RED_ENVELOPE_MAX_CLAIMS = 1_000;

export const RED_ENVELOPE_AUDIENCES = ['ALL', 'MIN_DEPOSIT'] as const;
/** ALL: every real member; MIN_DEPOSIT: members whose credited deposits since the start reach the minimum. */
export const ZRedEnvelopeAudience = z.enum(RED_ENVELOPE_AUDIENCES);
export type TRedEnvelopeAudience = z.infer<typeof ZRedEnvelopeAudience>;

/** Derived from the schedule and the close: SCHEDULED before the start, ENDED after the end. */
export const ZRedEnvelopeCampaignState = z.enum(['SCHEDULED', 'LIVE', 'ENDED', 'CLOSED']);
export type TRedEnvelopeCampaignState = z.infer<typeof ZRedEnvelopeCampaignState>;

const ZPoolMinor = z.number().int().min(1).max(RED_ENVELOPE_MAX_TOTAL_MINOR);
const ZClaimLimit = z.number().int().min(1).max(RED_ENVELOPE_MAX_CLAIMS);

/** One prize of a weighted pool: `count` packets of `amountMinor` (its weight is its share of the packets). */
export const ZRedEnvelopePrize = z.object({
  amountMinor: ZPoolMinor,
  count: z.number().int().min(1).max(RED_ENVELOPE_MAX_PACKETS),
});
export type TRedEnvelopePrize = z.infer<typeof ZRedEnvelopePrize>;
export const RED_ENVELOPE_MAX_PRIZES = 20;

/**
 * POST /ops/merchants/:code/red-envelopes: a campaign. Without `prizes` the server splits the pool into random
 * amounts within [min, max]; with them the pool is exactly those prizes (totals and bounds must agree), handed
 * out in an order the server shuffles, so each claim wins a prize with the weight of what is left of it.
 */
export const ZRedEnvelopeCampaignCreate = z
  .object({
    name: z.string().trim().min(1).max(60),
    totalMinor: ZPoolMinor,
    packetCount: z.number().int().min(1).max(RED_ENVELOPE_MAX_PACKETS),
    minPacketMinor: ZPoolMinor,
    maxPacketMinor: ZPoolMinor,
    perMemberLimit: ZClaimLimit,
    perDayLimit: ZClaimLimit,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    audience: ZRedEnvelopeAudience.default('ALL'),
    minDepositMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    prizes: z.array(ZRedEnvelopePrize).min(1).max(RED_ENVELOPE_MAX_PRIZES).optional(),
  })
  .superRefine((c, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.prizes) {
      const count = c.prizes.reduce((sum, p) => sum + p.count, 0);
      const total = c.prizes.reduce((sum, p) => sum + p.amountMinor * p.count, 0);
      if (count !== c.packetCount) fail('prizes', 'prizes_count_differs');
      if (total !== c.totalMinor) fail('prizes', 'prizes_total_differs');
      if (c.prizes.some((p) => p.amountMinor < c.minPacketMinor || p.amountMinor > c.maxPacketMinor))
        fail('prizes', 'prize_outside_bounds');
    }
    if (c.minPacketMinor > c.maxPacketMinor) fail('minPacketMinor', 'min_above_max');
    if (c.packetCount * c.minPacketMinor > c.totalMinor) fail('totalMinor', 'total_below_count_times_min');
    if (c.packetCount * c.maxPacketMinor < c.totalMinor) fail('totalMinor', 'total_above_count_times_max');
    if (Date.parse(c.endsAt) <= Date.parse(c.startsAt)) fail('endsAt', 'ends_before_start');
    if (c.audience === 'MIN_DEPOSIT' && c.minDepositMinor <= 0)
      fail('minDepositMinor', 'min_deposit_required');
  });
export type TRedEnvelopeCampaignCreate = z.infer<typeof ZRedEnvelopeCampaignCreate>;

export const ZOpsRedEnvelopeCampaign = z.object({
  id: z.string(),
  name: z.string(),
  state: ZRedEnvelopeCampaignState,
  currency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: ZRedEnvelopeAudience,
  minDepositMinor: z.number(),
  totalMinor: z.number(),
  packetCount: z.number(),
  minPacketMinor: z.number(),
  maxPacketMinor: z.number(),
  perMemberLimit: z.number(),
  perDayLimit: z.number(),
  claimedCount: z.number(),
  paidMinor: z.number(),
  remainingCount: z.number(),
  remainingMinor: z.number(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TOpsRedEnvelopeCampaign = z.infer<typeof ZOpsRedEnvelopeCampaign>;

export const ZOpsRedEnvelopeQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZOpsRedEnvelopeParams = z.object({ code: ZMerchantCode, id: ZIdString });

export const ZOpsRedEnvelopeCampaignPage = z.object({
  list: z.array(ZOpsRedEnvelopeCampaign),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const ZOpsRedEnvelopeClaim = z.object({
  claimId: z.string(),
  memberId: z.string(),
  username: z.string(),
  amountMinor: z.number(),
  claimedAt: z.string(),
  ledgerTransactionId: z.string(),
});
export const ZOpsRedEnvelopeClaimPage = z.object({
  list: z.array(ZOpsRedEnvelopeClaim),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** POST body of the claim: which campaign (default: the live one ending first), and the retry key. */
export const ZRedEnvelopeClaimRequest = z.object({
  campaignId: ZIdString.optional(),
  /** Made once per opening and sent again on a retry: the retry answers the same packet. */
  requestId: ZRequestId.optional(),
});
export type TRedEnvelopeClaimRequest = z.infer<typeof ZRedEnvelopeClaimRequest>;

export const ZRedEnvelopeClaimed = z.object({
  claimId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  amountMinor: z.number(),
  claimedAt: z.string(),
  /** Claims the member still has in this campaign today (both limits applied, and the packets left). */
  claimsLeft: z.number(),
});
export type TRedEnvelopeClaimed = z.infer<typeof ZRedEnvelopeClaimed>;

/** A campaign the member can claim from right now. */
export const ZRedEnvelopeLive = z.object({
  campaignId: z.string(),
  name: z.string(),
  endsAt: z.string(),
  claimsLeft: z.number(),
});
/** GET of the claim path: the campaigns the member can claim from now (none: the site shows no envelope). */
export const ZRedEnvelopeStatus = z.object({ campaigns: z.array(ZRedEnvelopeLive) });
export type TRedEnvelopeStatus = z.infer<typeof ZRedEnvelopeStatus>;

export const ZRedEnvelopeHistoryQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZRedEnvelopeHistoryItem = z.object({
  claimId: z.string(),
  campaignName: z.string(),
  amountMinor: z.number(),
  claimedAt: z.string(),
});
export const ZRedEnvelopeHistory = z.object({
  list: z.array(ZRedEnvelopeHistoryItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TRedEnvelopeHistory = z.infer<typeof ZRedEnvelopeHistory>;
