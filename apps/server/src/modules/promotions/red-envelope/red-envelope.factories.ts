import { RED_ENVELOPE_CLAIM_PATH, type TRedEnvelopeCampaignCreate } from '@kirin/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TTestApp } from '../../../test/harness.js';
import { makeSession } from '../../../test/member-factories.js';
import { createRedEnvelopeCampaign } from './create-red-envelope-campaign.js';

const HOUR_MS = 3_600_000;

/** A campaign live now (an hour either side), with the given differences. */
export function campaignInput(input: Partial<TRedEnvelopeCampaignCreate> = {}): TRedEnvelopeCampaignCreate {
  const now = Date.now();
  return {
    name: `Envelope ${randomBytes(3).toString('hex')}`,
    totalMinor: 10_000,
    packetCount: 10,
    minPacketMinor: 100,
    maxPacketMinor: 3_000,
    perMemberLimit: 1,
    perDayLimit: 1,
    startsAt: new Date(now - HOUR_MS).toISOString(),
    endsAt: new Date(now + HOUR_MS).toISOString(),
    audience: 'ALL',
    minDepositMinor: 0,
    ...input,
  };
}

/** A campaign made straight through the use case (the operator routes have their own tests). */
export function makeCampaign(
  db: TDb,
  merchantId: bigint,
  input: Partial<TRedEnvelopeCampaignCreate> = {},
): Promise<bigint> {
  return createRedEnvelopeCampaign(db, {
    ...campaignInput(input),
    merchantId,
    currency: 'VND',
    createdBy: null,
  });
}

export type TSessionMember = { id: bigint; token: string; merchantCode: string };

/**
 * Many signed-in real members at once, inserted in one statement (a password hash each would take minutes):
 * for the concurrency tests, which never log in with a password.
 */
export async function makeManyMembers(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  count: number,
  accountType = 0,
): Promise<TSessionMember[]> {
  const prefix = `r${randomBytes(3).toString('hex')}`;
  const rows = await sql<{ id: bigint }>`
    INSERT INTO member (merchant_id, username, password_hash, account_type)
    SELECT ${String(merchant.id)}::bigint, ${prefix} || lpad(g::text, 4, '0'), 'unusable', ${accountType}
    FROM generate_series(1, ${count}) AS g
    RETURNING id`.execute(t.db);
  return Promise.all(
    rows.rows.map(async (row) => ({
      id: BigInt(row.id),
      token: await makeSession(t.ctx, { id: BigInt(row.id) }),
      merchantCode: merchant.code,
    })),
  );
}

/** POST the claim as `member`; `body` as the site sends it. */
export function claimAs(t: TTestApp, member: { token: string; merchantCode: string }, body?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: RED_ENVELOPE_CLAIM_PATH,
    headers: { authorization: member.token, merchant: member.merchantCode },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** What the database holds for a campaign: packets claimed, their sum, and the BONUS postings for it. */
export async function readCampaignMoney(db: TDb, campaignId: bigint) {
  const packets = await db
    .selectFrom('red_envelope_packet')
    .select([
      sql<string>`count(*) FILTER (WHERE member_id IS NOT NULL)`.as('claimed'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE member_id IS NOT NULL), 0)`.as('paid'),
      sql<string>`count(*)`.as('packets'),
      sql<string>`sum(amount_minor)`.as('total'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const postings = await db
    .selectFrom('ledger_transaction as t')
    .innerJoin('ledger_entry as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select([
      sql<string>`count(DISTINCT t.id)`.as('count'),
      sql<string>`coalesce(sum(e.amount_minor) FILTER (WHERE a.member_id IS NOT NULL), 0)`.as('credited'),
    ])
    .where('t.kind', '=', 'BONUS')
    .where('t.reference', 'like', `red-envelope:${campaignId}:%`)
    .executeTakeFirstOrThrow();
  return {
    claimed: Number(packets.claimed),
    paidMinor: BigInt(packets.paid),
    packets: Number(packets.packets),
    totalMinor: BigInt(packets.total ?? 0),
    postings: Number(postings.count),
    creditedMinor: BigInt(postings.credited),
  };
}

/** A member's MAIN balance in minor units (0 without an account yet). */
export async function mainBalance(db: TDb, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirst();
  return row ? BigInt(row.balance_minor) : 0n;
}
