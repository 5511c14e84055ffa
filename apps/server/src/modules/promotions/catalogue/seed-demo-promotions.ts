import type { TOpsPromotionInput, TPromotionRules } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { saveCategories, savePromotion } from './manage-promotions.js';
import { findPromotion } from './promotions.queries.js';

// The demo merchant's promotions: real configuration of the kinds the engine pays. The demo notices and the
// welcome banner link to them by code (/promoDetail?code=…); amounts in VND minor units (1/100).

const CATEGORIES = [
  { code: 'DEPOSIT', names: { TW: '存款優惠', EN: 'Deposit bonuses' } },
  { code: 'DAILY', names: { TW: '每日活動', EN: 'Daily rewards' } },
  { code: 'EVENT', names: { TW: '限時活動', EN: 'Events' } },
];

type TDemoPromotion = {
  code: string;
  category: string;
  rules: TPromotionRules;
  wagerMultiple: number;
  title: { TW: string; EN: string };
  summary: { TW: string; EN: string };
  html: { TW: string; EN: string };
  imageUrl?: string;
};

export const DEMO_PROMOTIONS: TDemoPromotion[] = [
  {
    code: 'WELCOME100',
    category: 'DEPOSIT',
    rules: {
      kind: 'FIRST_DEPOSIT',
      percentBp: 10_000,
      capMinor: 100_000,
      minDepositMinor: 10_000,
      claimWindowHours: 72,
    },
    wagerMultiple: 10,
    title: { TW: '首存加贈 100%', EN: '100% first deposit bonus' },
    summary: { TW: '首存 100 起，最高送 1,000', EN: 'From 100, up to 1,000 on your first deposit' },
    html: {
      TW: '<p>首次存款時選擇本活動，或在入帳後 72 小時內領取：存款 100% 的獎金，最高 1,000。</p>',
      EN: '<p>Choose this promotion with your first deposit, or claim it within 72 hours of the credit: 100% of the deposit, up to 1,000.</p>',
    },
    imageUrl: '/banners/welcome.svg',
  },
  {
    code: 'RELOAD10',
    category: 'DEPOSIT',
    rules: {
      kind: 'RELOAD',
      percentBp: 1_000,
      capMinor: 50_000,
      minDepositMinor: 10_000,
      claimWindowHours: 24,
    },
    wagerMultiple: 5,
    title: { TW: '每日續存 10%', EN: '10% daily reload' },
    summary: { TW: '每天一次，最高 500', EN: 'Once a day, up to 500' },
    html: {
      TW: '<p>首存之後的存款（至少 100）每天可領一次 10% 獎金，最高 500。</p>',
      EN: '<p>After your first deposit, one deposit a day (100 or more) earns 10%, up to 500.</p>',
    },
  },
  {
    code: 'DAILYSIGNIN',
    category: 'DAILY',
    rules: { kind: 'DAILY_SIGN_IN', streakRewardsMinor: [100, 200, 300, 500, 800, 1_000, 2_000] },
    wagerMultiple: 1,
    title: { TW: '每日簽到獎勵', EN: 'Daily sign-in rewards' },
    summary: { TW: '連續 7 天最高 20', EN: 'Up to 20 on day 7 of a streak' },
    html: {
      TW: '<p>每天簽到一次：第 1 天 1，第 2 天 2 … 第 7 天起每天 20。斷簽從第 1 天重新開始。</p>',
      EN: '<p>Sign in once a day: 1 on day 1, 2 on day 2 … 20 a day from day 7. A missed day starts the streak again.</p>',
    },
  },
  {
    code: 'BETVOLUME',
    category: 'DAILY',
    rules: {
      kind: 'BET_VOLUME',
      period: 'DAY',
      tiers: [
        { validBetMinor: 100_000, rewardMinor: 800 },
        { validBetMinor: 500_000, rewardMinor: 4_800 },
        { validBetMinor: 2_000_000, rewardMinor: 18_800 },
      ],
    },
    wagerMultiple: 1,
    title: { TW: '每日流水闖關', EN: 'Daily bet-volume levels' },
    summary: { TW: '有效投注達 1,000 / 5,000 / 20,000', EN: 'Valid bets of 1,000 / 5,000 / 20,000' },
    html: {
      TW: '<p>當天有效投注達到每一關即可領取：1,000 送 8，5,000 送 48，20,000 送 188。</p>',
      EN: '<p>Reach each level of valid bets in a day and claim it: 1,000 pays 8, 5,000 pays 48, 20,000 pays 188.</p>',
    },
  },
  {
    code: 'SHAREWIN',
    category: 'EVENT',
    rules: { kind: 'APPLICATION', amountMinor: 1_800 },
    wagerMultiple: 1,
    title: { TW: '分享有禮', EN: 'Share and win' },
    summary: { TW: '上傳分享截圖，審核後送 18', EN: 'Upload a screenshot of your share: 18 after review' },
    html: {
      TW: '<p>把本站分享到社群，上傳截圖（最多 3 張）並留言；客服審核通過後發放 18。</p>',
      EN: '<p>Share the site on social media and upload up to 3 screenshots with a remark; 18 is paid once an operator approves.</p>',
    },
  },
];

function toInput(promotion: TDemoPromotion, startsAt: Date, index: number): TOpsPromotionInput {
  return {
    code: promotion.code,
    category: promotion.category,
    status: 'PUBLISHED',
    startsAt: startsAt.toISOString(),
    endsAt: null,
    audience: {},
    rules: promotion.rules,
    wagerMultiple: promotion.wagerMultiple,
    wagerBase: 'BONUS',
    imageUrl: promotion.imageUrl ?? null,
    sortOrder: index,
    contents: (['TW', 'EN'] as const).map((language) => ({
      language,
      title: promotion.title[language],
      summary: promotion.summary[language],
      html: promotion.html[language],
      termsHtml:
        language === 'TW'
          ? `<p>獎金需 ${promotion.wagerMultiple} 倍流水。每位會員每期限領一次。</p>`
          : `<p>The bonus carries a ${promotion.wagerMultiple}x wagering requirement. One claim per member per period.</p>`,
    })),
  };
}

/**
 * Creates the demo promotions that do not exist yet (an operator's later edits are kept), and relinks the
 * demo notices of installs seeded before the catalogue: the first-deposit notice to its promotion, and the
 * "daily lottery cashback" notice, which no engine on this build pays, removed.
 */
export async function seedDemoPromotions(db: TDb, merchantId: bigint, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('promotion_category')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .execute();
  if (existing.length === 0) await saveCategories(db, merchantId, CATEGORIES);
  const startsAt = new Date(now.getTime() - 86_400_000);
  for (const [index, promotion] of DEMO_PROMOTIONS.entries()) {
    if (await findPromotion(db, merchantId, { code: promotion.code })) continue;
    await savePromotion(db, merchantId, toInput(promotion, startsAt, index));
  }
  await db
    .updateTable('notice')
    .set({ link_url: '/promoDetail?code=WELCOME100' })
    .where('merchant_id', '=', merchantId)
    .where('link_url', '=', '/promotions')
    .where('title', 'in', ['首存加贈 100%', '100% first deposit bonus'])
    .execute();
  await db
    .updateTable('banner')
    .set({ link_url: '/promoDetail?code=WELCOME100' })
    .where('merchant_id', '=', merchantId)
    .where('link_url', '=', '/promotions')
    .where('title', 'in', ['首存獎金', 'Welcome bonus'])
    .execute();
  await db
    .deleteFrom('notice')
    .where('merchant_id', '=', merchantId)
    .where('link_url', '=', '/promotions')
    .where('title', 'in', ['每日彩票返水', 'Daily lottery cashback'])
    .execute();
}
