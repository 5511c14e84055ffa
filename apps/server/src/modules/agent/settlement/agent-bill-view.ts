import type {
  TAgentBillStatus,
  TAgentContractType,
  TAgentIncomeBill,
  TAgentIncomeBillDetail,
  TAgentPeriodKind,
} from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TAgentBillTable, TContractTier } from '../../../db/tables/agent.js';

/** The columns a bill view reads. */
export const BILL_COLUMNS = [
  'b.id',
  'b.contract_type',
  'b.member_id',
  'b.payer_id',
  'b.game_category',
  'b.period_start',
  'b.period_end',
  'b.inputs',
  'b.tier_index',
  'b.rate_ppm',
  'b.gross_minor',
  'b.downline_gross_minor',
  'b.keep_minor',
  'b.paid_minor',
  'b.status',
] as const;

export type TBillRow = Pick<
  Selectable<TAgentBillTable>,
  | 'id'
  | 'contract_type'
  | 'member_id'
  | 'payer_id'
  | 'game_category'
  | 'period_start'
  | 'period_end'
  | 'inputs'
  | 'tier_index'
  | 'rate_ppm'
  | 'gross_minor'
  | 'downline_gross_minor'
  | 'keep_minor'
  | 'paid_minor'
  | 'status'
>;

type TInputs = Record<string, unknown>;
const money = (value: unknown): number => Number(value ?? 0);
const moneyOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A bill as the list shows it. */
export function toIncomeBill(row: TBillRow): TAgentIncomeBill {
  const inputs = row.inputs as TInputs;
  return {
    id: String(row.id),
    type: row.contract_type as TAgentContractType,
    category: row.game_category,
    periodKind: (inputs.periodKind ?? 'D') as TAgentPeriodKind,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    teamValidBet: money(inputs.teamValidBetMinor),
    netLoss: money(inputs.netLossMinor),
    activeCount: Number(inputs.activeCount ?? 0),
    tier: row.tier_index === null ? null : row.tier_index + 1,
    ratePpm: row.rate_ppm,
    gross: Number(row.gross_minor),
    keep: Number(row.keep_minor),
    paid: Number(row.paid_minor),
    status: row.status as TAgentBillStatus,
    payer: row.payer_id === null ? 'PLATFORM' : 'UPLINE',
  };
}

/** The whole computation of a bill: its inputs, tiers, downlines (by name) and status history. */
export function toIncomeBillDetail(
  row: TBillRow,
  names: Map<string, string>,
  events: { status: string; amount_minor: bigint; created_at: Date }[],
): TAgentIncomeBillDetail {
  const inputs = row.inputs as TInputs;
  const tiers = (inputs.tiers ?? []) as TContractTier[];
  return {
    ...toIncomeBill(row),
    basis: (inputs.basis ?? 'VALID_BET') as TAgentIncomeBillDetail['basis'],
    payerName: row.payer_id === null ? null : (names.get(String(row.payer_id)) ?? null),
    payout: money(inputs.payoutMinor),
    rebate: money(inputs.rebateMinor),
    bonus: money(inputs.bonusMinor),
    salary: money(inputs.salaryMinor),
    fee: money(inputs.feeMinor),
    carry: money(inputs.carryMinor),
    base: money(inputs.baseMinor),
    wonStake: money(inputs.wonStakeMinor),
    lostStake: money(inputs.lostStakeMinor),
    activeMinBet: money(inputs.activeMinBetMinor),
    singleBetMin: moneyOrNull(inputs.singleBetMinMinor),
    rateType: (inputs.rateType ?? null) as 'P' | 'F' | null,
    winRatePpm: (inputs.winRatePpm ?? null) as number | null,
    lossRatePpm: (inputs.lossRatePpm ?? null) as number | null,
    fixedAmount: moneyOrNull(inputs.amountMinor),
    isCumulative: Boolean(inputs.isCumulative),
    tiers: tiers.map((t) => ({
      minValidBet: t.minValidBetMinor,
      minNetLoss: t.minNetLossMinor ?? null,
      minActive: t.minActive,
      rateType: t.rateType,
      ratePpm: t.ratePpm,
      amount: t.amountMinor ?? null,
      winRatePpm: t.winRatePpm ?? null,
      lossRatePpm: t.lossRatePpm ?? null,
    })),
    downlines: ((inputs.downlines ?? []) as { memberId: string; grossMinor: string }[]).map((d) => ({
      username: names.get(d.memberId) ?? d.memberId,
      gross: money(d.grossMinor),
    })),
    downlineGross: Number(row.downline_gross_minor),
    events: events.map((e) => ({
      status: e.status,
      amount: Number(e.amount_minor),
      time: e.created_at.toISOString(),
    })),
  };
}

/** Ids whose usernames a detail shows: the payer and each direct downline. */
export function namedIdsOf(row: TBillRow): bigint[] {
  const inputs = row.inputs as TInputs;
  const downlines = ((inputs.downlines ?? []) as { memberId: string }[]).map((d) => BigInt(d.memberId));
  return row.payer_id === null ? downlines : [row.payer_id, ...downlines];
}
