import type { TPromotionCard, TPromotionDetail, TPromotionList } from '@kirin/contracts';

export const card = (over: Partial<TPromotionCard> = {}): TPromotionCard => ({
  id: '1',
  code: 'WELCOME100',
  category: 'DEPOSIT',
  kind: 'FIRST_DEPOSIT',
  title: '100% first deposit bonus',
  summary: 'Up to 1,000',
  imageUrl: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  status: 'JOIN',
  ...over,
});

export const promotionList = (): TPromotionList => ({
  categories: [
    { code: 'DEPOSIT', name: 'Deposit bonuses' },
    { code: 'DAILY', name: 'Daily rewards' },
  ],
  list: [
    card(),
    card({
      id: '2',
      code: 'DAILYSIGNIN',
      category: 'DAILY',
      kind: 'DAILY_SIGN_IN',
      title: 'Daily sign-in',
      status: 'SIGNED',
    }),
    card({
      id: '3',
      code: 'SOON',
      category: 'DAILY',
      kind: 'BET_VOLUME',
      title: 'Bet levels',
      status: 'COMING_SOON',
    }),
  ],
});

export const detail = (over: Partial<TPromotionDetail> = {}): TPromotionDetail => ({
  ...card(),
  html: '<p>Double your first deposit</p>',
  termsHtml: '<p>Terms apply</p>',
  rules: {
    kind: 'FIRST_DEPOSIT',
    percentBp: 10_000,
    capMinor: 100_000,
    minDepositMinor: 10_000,
    claimWindowHours: 72,
  },
  wagerMultiple: 10,
  wagerBase: 'BONUS',
  actions: ['JOIN'],
  claim: null,
  progress: null,
  streak: null,
  claimable: null,
  ...over,
});

export const applicationDetail = (over: Partial<TPromotionDetail> = {}): TPromotionDetail =>
  detail({
    id: '5',
    code: 'SHAREWIN',
    kind: 'APPLICATION',
    title: 'Share and win',
    rules: { kind: 'APPLICATION', amountMinor: 1_800 },
    actions: ['APPLY'],
    claimable: 1_800,
    ...over,
  });
