import type { ColumnType, Generated } from 'kysely';

/** The red envelope's tables (issue 18, migration 0037). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TRedEnvelopeCampaignTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  name: string;
  currency: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  audience: 'ALL' | 'MIN_DEPOSIT';
  min_deposit_minor: Generated<bigint>;
  total_minor: bigint;
  packet_count: number;
  min_packet_minor: bigint;
  max_packet_minor: bigint;
  per_member_limit: number;
  per_day_limit: number;
  created_by: bigint | null;
  created_at: Generated<Date>;
  closed_at: OptionalTimestamp;
  closed_by: bigint | null;
};

export type TRedEnvelopePacketTable = {
  id: Generated<bigint>;
  campaign_id: bigint;
  slot: number;
  amount_minor: bigint;
  member_id: bigint | null;
  claimed_at: OptionalTimestamp;
  /** The merchant's calendar day of the claim, as 'YYYY-MM-DD'. */
  claim_day: ColumnType<string | null, string | null | undefined, string | null>;
  claim_request_id: string | null;
  ledger_transaction_id: bigint | null;
};

export type TRedEnvelopeClaimantTable = {
  campaign_id: bigint;
  member_id: bigint;
};

export type TRedEnvelopeTables = {
  red_envelope_campaign: TRedEnvelopeCampaignTable;
  red_envelope_packet: TRedEnvelopePacketTable;
  red_envelope_claimant: TRedEnvelopeClaimantTable;
};
