import type { TPromotionCard, TPromotionDetail, TPromotionList } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { merchantZone } from '../../agent/settlement/settlement.queries.js';
import { memberActionsOf } from './activity-status.js';
import { loadMemberActivity, type TMemberActivity } from './load-activity.js';
import { signInRewardMinor } from './promotion-rules.js';
import {
  findPromotion,
  listCategories,
  listPromotions,
  pickText,
  readPromotionTexts,
  type TPromotionRow,
  type TPromotionText,
} from './promotions.queries.js';

export type TReadScope = { merchantId: bigint; language: string; defaultLanguage: string; memberId?: bigint };

function toCard(promotion: TPromotionRow, text: TPromotionText, activity: TMemberActivity): TPromotionCard {
  return {
    id: `${promotion.id}`,
    code: promotion.code,
    category: promotion.categoryCode,
    kind: promotion.rules.kind,
    title: text.title,
    summary: text.summary,
    imageUrl: promotion.imageUrl,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    status: activity.status,
  };
}

/** GET /wps/promotions: the categories and the published promotions, each with the member's status. */
export async function readPromotionList(db: TDb, scope: TReadScope): Promise<TPromotionList> {
  const [promotions, categories, zone] = await Promise.all([
    listPromotions(db, scope.merchantId),
    listCategories(db, scope.merchantId, scope.language),
    merchantZone(db, scope.merchantId),
  ]);
  const texts = await readPromotionTexts(
    db,
    promotions.map((p) => p.id),
  );
  const list: TPromotionCard[] = [];
  for (const promotion of promotions) {
    const activity = await loadMemberActivity(db, promotion, scope.memberId, zone.timeZone);
    list.push(
      toCard(promotion, pickText(texts.get(promotion.id), scope.language, scope.defaultLanguage), activity),
    );
  }
  return { categories, list };
}

/** The detail answer of one promotion row (also the operator's preview, with no member). */
export function toPromotionDetail(
  promotion: TPromotionRow,
  text: TPromotionText,
  activity: TMemberActivity,
  isMember: boolean,
): TPromotionDetail {
  const rules = promotion.rules;
  const nextTier =
    rules.kind === 'BET_VOLUME' ? (rules.tiers[activity.facts.claimedTiers]?.validBetMinor ?? null) : null;
  return {
    ...toCard(promotion, text, activity),
    html: text.html,
    termsHtml: text.termsHtml,
    rules,
    wagerMultiple: promotion.wagerMultiple,
    wagerBase: promotion.wagerBase,
    actions: isMember ? memberActionsOf(rules.kind, activity.status) : [],
    claim: activity.claim
      ? {
          bonus: Number(activity.claim.bonusMinor),
          rejectReason: activity.claim.rejectReason,
          issuedAt: activity.claim.issuedAt?.toISOString() ?? null,
        }
      : null,
    progress:
      rules.kind === 'BET_VOLUME' ? { validBet: Number(activity.facts.validBetMinor), nextTier } : null,
    streak:
      rules.kind === 'DAILY_SIGN_IN'
        ? {
            days: activity.facts.streakDays + (activity.status === 'SIGNED' ? 1 : 0),
            todayReward: Number(signInRewardMinor(rules, activity.facts.streakDays + 1)),
          }
        : null,
    claimable: activity.claimableMinor === null ? null : Number(activity.claimableMinor),
  };
}

/** GET /wps/promotions/detail: one published promotion by id or code. Unknown or unpublished → NOT_FOUND. */
export async function readPromotionDetail(
  db: TDb,
  scope: TReadScope,
  key: { id?: bigint; code?: string },
): Promise<TPromotionDetail> {
  const promotion = await findPromotion(db, scope.merchantId, key);
  if (!promotion || promotion.status !== 'PUBLISHED') throw new AppError('NOT_FOUND');
  const zone = await merchantZone(db, scope.merchantId);
  const [activity, texts] = await Promise.all([
    loadMemberActivity(db, promotion, scope.memberId, zone.timeZone),
    readPromotionTexts(db, [promotion.id]),
  ]);
  const text = pickText(texts.get(promotion.id), scope.language, scope.defaultLanguage);
  return toPromotionDetail(promotion, text, activity, scope.memberId !== undefined);
}
