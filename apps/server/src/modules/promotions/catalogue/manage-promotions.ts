import type { TOpsPromotion, TOpsPromotionInput, TPromotionDetail } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import { deriveActivity } from './derive-activity.js';
import type { TMemberActivity } from './load-activity.js';
import { toPromotionDetail } from './read-promotions.js';
import {
  findPromotion,
  listPromotions,
  readPromotionTexts,
  type TPromotionRow,
} from './promotions.queries.js';

function sanitizeContents(input: TOpsPromotionInput) {
  return input.contents.map((content) => ({
    language: content.language,
    title: content.title,
    summary: content.summary,
    html: sanitizeHtml(content.html),
    termsHtml: sanitizeHtml(content.termsHtml),
  }));
}

async function categoryId(db: TDb, merchantId: bigint, code: string | null): Promise<bigint | null> {
  if (code === null) return null;
  const row = await db
    .selectFrom('promotion_category')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('VALIDATION_FAILED', { category: 'unknown' });
  return row.id;
}

/** A promotion as the operator reads it back (every language, sanitised as stored). */
export async function toOpsPromotion(db: TDb, promotion: TPromotionRow): Promise<TOpsPromotion> {
  const texts = (await readPromotionTexts(db, [promotion.id])).get(promotion.id) ?? [];
  return {
    id: `${promotion.id}`,
    code: promotion.code,
    category: promotion.categoryCode,
    kind: promotion.rules.kind,
    status: promotion.status,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    audience: promotion.audience,
    rules: promotion.rules,
    wagerMultiple: promotion.wagerMultiple,
    wagerBase: promotion.wagerBase,
    imageUrl: promotion.imageUrl,
    sortOrder: promotion.sortOrder,
    contents: texts,
  };
}

/** Every promotion of the merchant, any status. */
export async function listOpsPromotions(db: TDb, merchantId: bigint): Promise<TOpsPromotion[]> {
  const rows = await listPromotions(db, merchantId, ['DRAFT', 'PUBLISHED', 'ARCHIVED']);
  return Promise.all(rows.map((row) => toOpsPromotion(db, row)));
}

/**
 * Creates (id undefined) or replaces a promotion with its texts, HTML sanitised. The kind is fixed once claims
 * exist (their rows were made under it) → INVALID_STATE; a code used by another promotion → CONFLICT.
 */
export async function savePromotion(
  db: TDb,
  merchantId: bigint,
  input: TOpsPromotionInput,
  id?: bigint,
): Promise<{ before: TOpsPromotion | null; after: TOpsPromotion }> {
  const contents = sanitizeContents(input);
  return db.transaction().execute(async (trx) => {
    const before = id === undefined ? undefined : await findPromotion(trx, merchantId, { id });
    if (id !== undefined && !before) throw new AppError('NOT_FOUND');
    const clash = await findPromotion(trx, merchantId, { code: input.code });
    if (clash && clash.id !== id) throw new AppError('CONFLICT', { code: 'taken' });
    if (before && before.rules.kind !== input.rules.kind) {
      const claimed = await trx
        .selectFrom('promotion_claim')
        .select('id')
        .where('promotion_id', '=', before.id)
        .executeTakeFirst();
      if (claimed) throw new AppError('INVALID_STATE', { kind: 'claims_exist' });
    }
    const values = {
      merchant_id: merchantId,
      code: input.code,
      category_id: await categoryId(trx, merchantId, input.category),
      kind: input.rules.kind,
      status: input.status,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      audience: JSON.stringify(input.audience),
      rules: JSON.stringify(input.rules),
      wager_multiple: input.wagerMultiple,
      wager_base: input.wagerBase,
      image_url: input.imageUrl,
      sort_order: input.sortOrder,
      updated_at: new Date(),
    };
    const promotionId = before
      ? (
          await trx
            .updateTable('promotion')
            .set(values)
            .where('id', '=', before.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (await trx.insertInto('promotion').values(values).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('promotion_content').where('promotion_id', '=', promotionId).execute();
    await trx
      .insertInto('promotion_content')
      .values(
        contents.map((c) => ({
          promotion_id: promotionId,
          language: c.language,
          title: c.title,
          summary: c.summary,
          html: c.html,
          terms_html: c.termsHtml,
        })),
      )
      .execute();
    const saved = (await findPromotion(trx, merchantId, { id: promotionId }))!;
    return {
      before: before ? await toOpsPromotion(trx, before) : null,
      after: await toOpsPromotion(trx, saved),
    };
  });
}

/** What the site would show a member who has not acted yet, from an unsaved input (sanitised, nothing stored). */
export function previewPromotion(
  input: TOpsPromotionInput,
  language: string,
  now = new Date(),
): TPromotionDetail {
  const contents = sanitizeContents(input);
  const text = contents.find((c) => c.language === language) ?? contents[0]!;
  const promotion: TPromotionRow = {
    id: 0n,
    merchantId: 0n,
    code: input.code,
    categoryCode: input.category,
    status: input.status,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    audience: input.audience,
    rules: input.rules,
    wagerMultiple: input.wagerMultiple,
    wagerBase: input.wagerBase,
    imageUrl: input.imageUrl,
    sortOrder: input.sortOrder,
  };
  const facts = {
    rules: input.rules,
    now,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    isEligible: true,
    claimStatus: null,
    qualifyingDepositMinor: null,
    validBetMinor: 0n,
    claimedTiers: 0,
    streakDays: 0,
  };
  const activity: TMemberActivity = {
    ...deriveActivity(facts),
    facts,
    periodKey: 'PREVIEW',
    period: null,
    claim: null,
    qualifyingDeposit: null,
  };
  return toPromotionDetail(promotion, text, activity, true);
}

/** Replaces the merchant's category list (codes kept by promotions must stay). */
export async function saveCategories(
  db: TDb,
  merchantId: bigint,
  categories: { code: string; names: Record<string, string> }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, category] of categories.entries()) {
      await trx
        .insertInto('promotion_category')
        .values({
          merchant_id: merchantId,
          code: category.code,
          names: JSON.stringify(category.names),
          sort_order: index,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_id', 'code'])
            .doUpdateSet({ names: JSON.stringify(category.names), sort_order: index }),
        )
        .execute();
    }
    const keep = categories.map((c) => c.code);
    let stale = trx.deleteFrom('promotion_category').where('merchant_id', '=', merchantId);
    if (keep.length > 0) stale = stale.where('code', 'not in', keep);
    await stale
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('promotion')
              .select('promotion.id')
              .whereRef('promotion.category_id', '=', 'promotion_category.id'),
          ),
        ),
      )
      .execute();
  });
}
