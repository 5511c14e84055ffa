import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TBillStatus, TContractPeriod, TContractType } from '../../../db/tables/agent.js';
import { payBillsTopDown, PAYABLE_STATUSES } from './pay-agent-bill.js';
import { settleTree, ZERO_TOTALS, type TSettledBill, type TSettleNode } from './settlement-maths.js';
import type { TPeriod } from './settlement-periods.js';
import {
  carriedLosses,
  contractsInForce,
  loadPolicy,
  merchantZone,
  teamBetTotals,
  teamCosts,
  type TContractInForce,
  type TPolicy,
} from './settlement.queries.js';

export type TSettleRun = { merchantId: bigint; type: TContractType; kind: TContractPeriod; period: TPeriod };
export type TSettleResult = { billCount: number; createdCount: number; paidCount: number };

const INSERT_CHUNK = 1000;

/** The status a new bill starts in. */
function initialStatus(bill: TSettledBill, policy: TPolicy): TBillStatus {
  if (bill.tierIndex === null) return 'NOT_REACHED';
  // A tier met but nothing to pay (a team that made a profit): settled at 0, the bill still shows the keep.
  if (bill.grossMinor === 0n) return 'PAID';
  return policy.isReviewRequired ? 'PENDING_REVIEW' : 'ISSUED';
}

/** Every figure the bill came from, as strings (bigints), so the agent and the operator can recompute it. */
function inputsOf(
  bill: TSettledBill,
  node: TSettleNode,
  contract: TContractInForce,
  run: TSettleRun,
  policy: TPolicy,
) {
  const t = node.totals;
  const tier = bill.tierIndex === null ? undefined : contract.tiers[bill.tierIndex];
  return {
    periodKind: run.kind,
    basis: contract.basis,
    teamValidBetMinor: String(t.validBetMinor),
    payoutMinor: String(t.payoutMinor),
    rebateMinor: String(t.rebateMinor),
    bonusMinor: String(t.bonusMinor),
    salaryMinor: String(t.salaryMinor),
    feeMinor: String(t.feeMinor),
    netLossMinor: String(bill.netLossMinor),
    carryMinor: String(bill.carryMinor),
    netLossAfterCarryMinor: String(bill.netLossMinor + bill.carryMinor),
    baseMinor: String(bill.baseMinor),
    wonStakeMinor: String(t.wonStakeMinor),
    lostStakeMinor: String(t.lostStakeMinor),
    activeCount: t.activeCount,
    activeMinBetMinor: String(policy.activeMinBetMinor),
    singleBetMinMinor: run.type === 'REALTIME_SALARY' ? String(policy.singleBetMinMinor) : null,
    tiers: contract.tiers,
    tierIndex: bill.tierIndex,
    rateType: tier?.rateType ?? null,
    ratePpm: bill.ratePpm,
    winRatePpm: tier?.winRatePpm ?? null,
    lossRatePpm: tier?.lossRatePpm ?? null,
    amountMinor: tier?.rateType === 'F' ? String(tier.amountMinor ?? 0) : null,
    isCumulative: contract.isCumulative,
    grossMinor: String(bill.grossMinor),
    downlines: bill.downlines.map((d) => ({
      memberId: String(d.memberId),
      grossMinor: String(d.grossMinor),
    })),
    downlineGrossMinor: String(bill.downlineGrossMinor),
    keepMinor: String(bill.keepMinor),
    payerId: bill.payerId === null ? null : String(bill.payerId),
  };
}

/**
 * Computes and writes one period's bills from one snapshot (REPEATABLE READ: tree, contracts and totals as of
 * one instant), bottom-up per category. A period that already has bills is not recomputed: the UNIQUE key
 * (type, agent, category, period) makes a racing or repeated run insert nothing.
 */
async function writeBills(db: TDb, run: TSettleRun, policy: TPolicy): Promise<number> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom('agent_bill')
        .select('id')
        .where('merchant_id', '=', run.merchantId)
        .where('contract_type', '=', run.type)
        .where('period_start', '=', run.period.start)
        .where('period_end', '=', run.period.end)
        .limit(1)
        .executeTakeFirst();
      if (existing) return 0;
      const contracts = await contractsInForce(trx, run.merchantId, run.type, run.kind, run.period);
      if (contracts.length === 0) return 0;
      const costs =
        run.type === 'DIVIDEND'
          ? await teamCosts(trx, run.merchantId, [...new Set(contracts.map((c) => c.memberId))], run.period)
          : new Map();
      const carries = await carriedLosses(
        trx,
        contracts.filter((c) => c.isCumulative).map((c) => c.id),
        run.period.start,
      );
      let created = 0;
      const categories = [...new Set(contracts.map((c) => c.category))];
      for (const category of categories) {
        const group = contracts.filter((c) => c.category === category);
        const bets = await teamBetTotals(trx, {
          merchantId: run.merchantId,
          agentIds: group.map((c) => c.memberId),
          category,
          period: run.period,
          activeMinBetMinor: policy.activeMinBetMinor,
          singleBetMinMinor: run.type === 'REALTIME_SALARY' ? policy.singleBetMinMinor : null,
        });
        const nodes: TSettleNode[] = group.map((c) => ({
          memberId: c.memberId,
          payerId: c.uplineId,
          basis: c.basis,
          tiers: c.tiers,
          // Costs are over every category: they apply to the ALL tier table only.
          totals: {
            ...ZERO_TOTALS,
            ...bets.get(c.memberId),
            ...(category === 'ALL' ? costs.get(c.memberId) : {}),
          },
          carryMinor: carries.get(c.id) ?? 0n,
        }));
        const bills = settleTree(nodes);
        const rows = bills.map((bill, i) => {
          const contract = group[i]!;
          const status = initialStatus(bill, policy);
          return {
            merchant_id: run.merchantId,
            contract_id: contract.id,
            contract_type: run.type,
            member_id: bill.memberId,
            payer_id: bill.payerId,
            game_category: category,
            period_start: run.period.start,
            period_end: run.period.end,
            inputs: JSON.stringify(inputsOf(bill, nodes[i]!, contract, run, policy)),
            tier_index: bill.tierIndex,
            rate_ppm: bill.ratePpm,
            gross_minor: bill.grossMinor,
            downline_gross_minor: bill.downlineGrossMinor,
            keep_minor: bill.keepMinor,
            paid_minor: 0n,
            status,
          };
        });
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const inserted = await trx
            .insertInto('agent_bill')
            .values(rows.slice(i, i + INSERT_CHUNK))
            .onConflict((oc) =>
              oc
                .columns(['contract_type', 'member_id', 'game_category', 'period_start', 'period_end'])
                .doNothing(),
            )
            .returning(['id', 'status', 'gross_minor'])
            .execute();
          if (inserted.length === 0) continue;
          created += inserted.length;
          await trx
            .insertInto('agent_bill_event')
            .values(
              inserted.map((b) => ({
                bill_id: b.id,
                status: b.status,
                amount_minor: b.gross_minor,
                note: 'issued',
              })),
            )
            .execute();
        }
      }
      return created;
    });
}

/** A racing run committed the same bills first: ours insert nothing (serialization failure under REPEATABLE READ). */
function isSerializationFailure(error: unknown): boolean {
  return (error as { code?: string }).code === '40001';
}

/**
 * Settles one (merchant, contract type, period): writes the bills once, then pays every one still open,
 * top-down. Run again over the same period, it finds the bills and pays only what is still owed.
 */
export async function settleAgentPeriod(db: TDb, run: TSettleRun): Promise<TSettleResult> {
  const policy = await loadPolicy(db, run.merchantId, run.type);
  if (!policy?.isEnabled) return { billCount: 0, createdCount: 0, paidCount: 0 };
  let createdCount = 0;
  try {
    createdCount = await writeBills(db, run, policy);
  } catch (error) {
    if (!isSerializationFailure(error)) throw error;
  }
  const bills = await db
    .selectFrom('agent_bill')
    .select(['id', 'status'])
    .where('merchant_id', '=', run.merchantId)
    .where('contract_type', '=', run.type)
    .where('period_start', '=', run.period.start)
    .where('period_end', '=', run.period.end)
    .execute();
  const { currency } = await merchantZone(db, run.merchantId);
  const open = bills.filter((b) => PAYABLE_STATUSES.includes(b.status)).map((b) => b.id);
  const paidCount = await payBillsTopDown(db, open, currency);
  return { billCount: bills.length, createdCount, paidCount };
}

/** The retry job's pass: every open bill of the merchant, oldest period first, uplines first. */
export async function payOpenAgentBills(db: TDb, merchantId: bigint): Promise<number> {
  const open = await db
    .selectFrom('agent_bill')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', [...PAYABLE_STATUSES])
    .execute();
  const { currency } = await merchantZone(db, merchantId);
  return payBillsTopDown(
    db,
    open.map((b) => b.id),
    currency,
  );
}

/** Merchants with at least one enabled contract policy: the jobs' work list. */
export async function merchantsWithPolicies(
  db: TDb,
): Promise<{ merchantId: bigint; type: TContractType; periods: string[] }[]> {
  const rows = await sql<{ merchant_id: bigint; contract_type: TContractType; periods: string[] }>`
    SELECT p.merchant_id, p.contract_type, p.periods FROM agent_contract_policy p
    JOIN merchant m ON m.id = p.merchant_id AND m.is_active
    WHERE p.is_enabled ORDER BY p.merchant_id`.execute(db);
  return rows.rows.map((r) => ({ merchantId: r.merchant_id, type: r.contract_type, periods: r.periods }));
}
