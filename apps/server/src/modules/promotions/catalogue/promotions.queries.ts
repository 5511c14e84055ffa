import {
  ZPromotionAudience,
  ZPromotionRules,
  type TPromotionAudience,
  type TPromotionRules,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TPromotionPublishStatus, TWagerBase } from '../../../db/tables/promotions.js';

/** A promotion as the use cases read it: rules and audience parsed by the contracts' schemas. */
export type TPromotionRow = {
  id: bigint;
  merchantId: bigint;
  code: string;
  categoryCode: string | null;
  status: TPromotionPublishStatus;
  startsAt: Date;
  endsAt: Date | null;
  audience: TPromotionAudience;
  rules: TPromotionRules;
  wagerMultiple: number;
  wagerBase: TWagerBase;
  imageUrl: string | null;
  sortOrder: number;
};

export type TPromotionText = {
  language: string;
  title: string;
  summary: string;
  html: string;
  termsHtml: string;
};

function selectPromotions(db: TDb) {
  return db
    .selectFrom('promotion as p')
    .leftJoin('promotion_category as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.merchant_id',
      'p.code',
      'c.code as category_code',
      'p.status',
      'p.starts_at',
      'p.ends_at',
      'p.audience',
      'p.rules',
      'p.wager_multiple',
      'p.wager_base',
      'p.image_url',
      'p.sort_order',
    ]);
}

type TRawPromotion = Awaited<ReturnType<ReturnType<typeof selectPromotions>['execute']>>[number];

function toPromotionRow(row: TRawPromotion): TPromotionRow {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    code: row.code,
    categoryCode: row.category_code,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    audience: ZPromotionAudience.parse(row.audience),
    rules: ZPromotionRules.parse(row.rules),
    wagerMultiple: row.wager_multiple,
    wagerBase: row.wager_base,
    imageUrl: row.image_url,
    sortOrder: row.sort_order,
  };
}

/** One promotion of the merchant by id or code (any status), or undefined. */
export async function findPromotion(
  db: TDb,
  merchantId: bigint,
  key: { id?: bigint; code?: string },
): Promise<TPromotionRow | undefined> {
  let query = selectPromotions(db).where('p.merchant_id', '=', merchantId);
  if (key.id !== undefined) query = query.where('p.id', '=', key.id);
  if (key.code !== undefined) query = query.where('p.code', '=', key.code);
  const row = await query.executeTakeFirst();
  return row ? toPromotionRow(row) : undefined;
}

/** The merchant's promotions in display order; only PUBLISHED unless `statuses` says otherwise. */
export async function listPromotions(
  db: TDb,
  merchantId: bigint,
  statuses: readonly TPromotionPublishStatus[] = ['PUBLISHED'],
): Promise<TPromotionRow[]> {
  const rows = await selectPromotions(db)
    .where('p.merchant_id', '=', merchantId)
    .where('p.status', 'in', statuses)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  return rows.map(toPromotionRow);
}

/** Every language's texts of the promotions. */
export async function readPromotionTexts(
  db: TDb,
  promotionIds: bigint[],
): Promise<Map<bigint, TPromotionText[]>> {
  const texts = new Map<bigint, TPromotionText[]>();
  if (promotionIds.length === 0) return texts;
  const rows = await db
    .selectFrom('promotion_content')
    .selectAll()
    .where('promotion_id', 'in', promotionIds)
    .execute();
  for (const row of rows) {
    const list = texts.get(row.promotion_id) ?? [];
    list.push({
      language: row.language,
      title: row.title,
      summary: row.summary,
      html: row.html,
      termsHtml: row.terms_html,
    });
    texts.set(row.promotion_id, list);
  }
  return texts;
}

/** The text in `language`, else the merchant's default, else EN, else the first there is. */
export function pickText(
  texts: TPromotionText[] | undefined,
  language: string,
  defaultLanguage: string,
): TPromotionText {
  const list = texts ?? [];
  return (
    list.find((t) => t.language === language) ??
    list.find((t) => t.language === defaultLanguage) ??
    list.find((t) => t.language === 'EN') ??
    list[0] ?? { language, title: '', summary: '', html: '', termsHtml: '' }
  );
}

/** The merchant's categories in order, each named in `language` (fallback EN, then the code). */
export async function listCategories(
  db: TDb,
  merchantId: bigint,
  language: string,
): Promise<{ code: string; name: string }[]> {
  const rows = await db
    .selectFrom('promotion_category')
    .select(['code', 'names'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.names[language] ?? row.names.EN ?? row.code }));
}

/** How many deposits of the member were credited. */
export async function countCreditedDeposits(db: TDb, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('deposit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'CREDITED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the member is inside the audience (every given condition holds). */
export async function isInAudience(
  db: TDb,
  memberId: bigint,
  audience: TPromotionAudience,
  now: Date,
): Promise<boolean> {
  const member = await db
    .selectFrom('member')
    .select(['created_at', 'rank_level', 'member_labels'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) return false;
  if (audience.newMemberDays !== undefined) {
    const ageDays = (now.getTime() - member.created_at.getTime()) / 86_400_000;
    if (ageDays > audience.newMemberDays) return false;
  }
  if (audience.vipLevelMin !== undefined && member.rank_level < audience.vipLevelMin) return false;
  if (audience.vipLevelMax !== undefined && member.rank_level > audience.vipLevelMax) return false;
  if (audience.memberLabels?.length && !audience.memberLabels.some((l) => member.member_labels.includes(l)))
    return false;
  if (audience.depositCountMin !== undefined || audience.depositCountMax !== undefined) {
    const count = await countCreditedDeposits(db, memberId);
    if (audience.depositCountMin !== undefined && count < audience.depositCountMin) return false;
    if (audience.depositCountMax !== undefined && count > audience.depositCountMax) return false;
  }
  if (audience.agentId !== undefined) {
    const inTeam = await db
      .selectFrom('agent_closure')
      .select('member_id')
      .where('ancestor_id', '=', BigInt(audience.agentId))
      .where('member_id', '=', memberId)
      .where('depth', '>', 0)
      .executeTakeFirst();
    if (!inTeam) return false;
  }
  return true;
}

/** Valid bet of the member's rounds settled in [start, end) (every vendor and the lottery: all are bet_round). */
export async function sumValidBet(db: TDb, memberId: bigint, start: Date, end: Date): Promise<bigint> {
  const row = await db
    .selectFrom('bet_round')
    .select(sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', start)
    .where('settled_at', '<', end)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
