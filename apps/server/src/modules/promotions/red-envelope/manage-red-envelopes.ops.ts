import type {
  TOpsRedEnvelopeCampaign,
  TRedEnvelopeCampaignCreate,
  ZOpsRedEnvelopeClaimPage,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import { createRedEnvelopeCampaign } from './create-red-envelope-campaign.js';
import { selectCampaignViews } from './red-envelope.queries.js';

type TPage = { page: number; pageSize: number };

/** An operator creates a campaign; its packets are drawn at once. Audited with the whole campaign. */
export async function createCampaignAsOperator(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TRedEnvelopeCampaignCreate,
): Promise<TOpsRedEnvelopeCampaign> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const { currency } = ZMerchantBrand.parse(merchant.brand);
    const id = await createRedEnvelopeCampaign(trx, {
      ...input,
      merchantId: merchant.id,
      currency,
      createdBy: operator.id,
    });
    const [view] = await selectCampaignViews(trx, merchant.id, { id });
    await writeAudit(trx, actor, {
      action: 'red-envelope.create',
      merchantId: merchant.id,
      target: `red-envelope:${id}`,
      after: view,
    });
    return view!;
  });
}

/** The merchant's campaigns with claimed, paid and remaining figures, newest first. Audited as a read. */
export async function listCampaigns(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  page: TPage,
) {
  const merchant = await findMerchantForOperator(db, operator, code);
  const [list, count] = await Promise.all([
    selectCampaignViews(db, merchant.id, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
    db
      .selectFrom('red_envelope_campaign')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow(),
  ]);
  await writeAudit(db, actor, {
    action: 'red-envelope.read',
    merchantId: merchant.id,
    target: 'red-envelope:list',
    after: { page: page.page, pageSize: page.pageSize },
  });
  return { list, total: Number(count.n), page: page.page, pageSize: page.pageSize };
}

/** Closes a campaign: no claim from now on; what is left stays unpaid. Closing twice → INVALID_STATE. */
export async function closeCampaign(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  now = new Date(),
): Promise<TOpsRedEnvelopeCampaign> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const row = await trx
      .selectFrom('red_envelope_campaign')
      .select(['id', 'closed_at'])
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.closed_at) throw new AppError('INVALID_STATE');
    const [before] = await selectCampaignViews(trx, merchant.id, { id }, now);
    await trx
      .updateTable('red_envelope_campaign')
      .set({ closed_at: now, closed_by: operator.id })
      .where('id', '=', id)
      .execute();
    const [after] = await selectCampaignViews(trx, merchant.id, { id }, now);
    await writeAudit(trx, actor, {
      action: 'red-envelope.close',
      merchantId: merchant.id,
      target: `red-envelope:${id}`,
      before,
      after,
    });
    return after!;
  });
}

/** One campaign's claims, newest first, with the member and the ledger transaction. Audited as a read. */
export async function listCampaignClaims(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  page: TPage,
): Promise<z.infer<typeof ZOpsRedEnvelopeClaimPage>> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const campaign = await db
    .selectFrom('red_envelope_campaign')
    .select('id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!campaign) throw new AppError('NOT_FOUND');
  const base = db
    .selectFrom('red_envelope_packet as p')
    .innerJoin('member as m', 'm.id', 'p.member_id')
    .where('p.campaign_id', '=', id)
    .where('p.member_id', 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id',
        'p.member_id',
        'm.username',
        'p.amount_minor',
        'p.claimed_at',
        'p.ledger_transaction_id',
      ])
      .orderBy('p.claimed_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  await writeAudit(db, actor, {
    action: 'red-envelope.read',
    merchantId: merchant.id,
    target: `red-envelope:${id}:claims`,
    after: { page: page.page, pageSize: page.pageSize },
  });
  return {
    list: rows.map((row) => ({
      claimId: String(row.id),
      memberId: String(row.member_id),
      username: row.username,
      amountMinor: Number(row.amount_minor),
      claimedAt: (row.claimed_at ?? new Date(0)).toISOString(),
      ledgerTransactionId: String(row.ledger_transaction_id),
    })),
    total: Number(count.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}
