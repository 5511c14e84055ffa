import { BUILT_IN_LIVE_CHAT_PATH, ZWalletSettings } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TMerchantBrand, TMerchantSettings } from './merchant.schemas.js';
import { ZMerchantBrand, ZMerchantSettings } from './merchant.schemas.js';
import { DEMO_LEGAL_PAGES } from './demo-legal-pages.js';

export const DEMO_MERCHANT_CODE = 'demo';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1'];

const on = (modId: string) => ({ modId, enabled: '1' as const, childrenNodes: [] });
const off = (modId: string) => ({ modId, enabled: '0' as const, childrenNodes: [] });

export const DEMO_BRAND: TMerchantBrand = {
  platform: 'KIRIN',
  brandName: 'Kirin',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'TW',
  languages: ['TW', 'EN', 'VI'],
  chatHeaderColor: '#c8102e',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
  currency: 'VND',
  timeZone: 'Asia/Ho_Chi_Minh',
  country: 'VN',
  defaultTheme: 'dark',
  licenceText:
    'Kirin is operated under a gaming licence issued by the Government of Curaçao. Gambling can be addictive: play responsibly. Players must be 18 or older.',
  footerLogos: {
    payment: [
      { name: 'Bank transfer', imageUrl: '/logos/bank-transfer.svg' },
      { name: 'Visa', imageUrl: '/logos/visa.svg' },
      { name: 'Mastercard', imageUrl: '/logos/mastercard.svg' },
    ],
    certification: [{ name: 'Curaçao eGaming', imageUrl: '/logos/curacao.svg' }],
    responsibleGaming: [
      { name: '18+', imageUrl: '/logos/18-plus.svg' },
      { name: 'Responsible gaming', imageUrl: '/logos/responsible-gaming.svg' },
    ],
  },
};

export const DEMO_SETTINGS: TMerchantSettings = {
  modules: [
    {
      modId: 'COMM3',
      enabled: '1',
      childrenNodes: [
        on('MANPLAYREB3'),
        off('MOBILENUMREG3'),
        on('CHNGPASSVERIF3'),
        on('AGENTPOLICY3'),
        on('MOBILEREG3'),
        on('USERREG3'),
        on('SMSVERIF3'),
        on('FREEPLAY3'),
        off('PWDEXPIRY3'),
        on('SMSLOGIN3'),
        on('GAMELO3'),
        on('GAMELOHOT3'),
        on('REWCEN3'),
        on('PTSYS3'),
        on('MISSIONLB3'),
        on('RTSALARY3'),
      ],
    },
  ],
  registerRules: [
    {
      field: 'username',
      patternId: 2,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 6,
      maxLength: 16,
      enabled: true,
      required: true,
    },
    {
      field: 'password',
      patternId: 8,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
      minLength: 8,
      maxLength: 20,
      enabled: true,
      required: true,
    },
    {
      field: 'confirmPassword',
      patternId: 1,
      acceptedPattern: '*',
      minLength: 8,
      maxLength: 20,
      enabled: true,
      required: true,
    },
    {
      field: 'payeeName',
      patternId: 3,
      acceptedPattern: '*',
      minLength: 2,
      maxLength: 50,
      enabled: true,
      required: false,
    },
    {
      field: 'email',
      patternId: 6,
      acceptedPattern: '*',
      minLength: 5,
      maxLength: 100,
      enabled: true,
      required: false,
    },
    {
      field: 'mobileNum',
      patternId: 9,
      acceptedPattern: '^\\d+$',
      minLength: 9,
      maxLength: 11,
      enabled: true,
      required: false,
    },
    {
      field: 'affiliateCode',
      patternId: 7,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 4,
      maxLength: 20,
      enabled: true,
      required: false,
    },
    {
      field: 'captcha',
      patternId: 9,
      acceptedPattern: '^\\d+$',
      minLength: 4,
      maxLength: 4,
      enabled: true,
      required: true,
    },
    {
      field: 'birthday',
      patternId: 13,
      acceptedPattern: '*',
      minLength: 10,
      maxLength: 10,
      enabled: false,
      required: false,
    },
    {
      field: 'qqNum',
      patternId: 9,
      acceptedPattern: '^\\d+$',
      minLength: 5,
      maxLength: 12,
      enabled: false,
      required: false,
    },
    {
      field: 'line',
      patternId: 12,
      acceptedPattern: '^\\S+$',
      minLength: 1,
      maxLength: 50,
      enabled: false,
      required: false,
    },
    {
      field: 'whatsapp',
      patternId: 9,
      acceptedPattern: '^\\d+$',
      minLength: 6,
      maxLength: 15,
      enabled: false,
      required: false,
    },
    {
      field: 'telegram',
      patternId: 12,
      acceptedPattern: '^\\S+$',
      minLength: 1,
      maxLength: 50,
      enabled: false,
      required: false,
    },
    {
      field: 'zalo',
      patternId: 9,
      acceptedPattern: '^\\d+$',
      minLength: 6,
      maxLength: 15,
      enabled: false,
      required: false,
    },
  ],
  resources: [],
  // The built-in live chat (docs/customer-service.md).
  customerService: [{ csType: 'LIVECHAT', path: BUILT_IN_LIVE_CHAT_PATH }],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  accounts: {
    codeExpiredMinutes: 5,
    smsDailyQuota: 10_000,
    passwordExpiryDays: 90,
    ipVerification: 'NONE',
    trialBalanceMinor: 1_000_000,
    captchaAfterFailures: 3,
  },
  // Limits a real operator would set (docs/wallet.md): withdrawals start below the 100.00 deposit minimum,
  // and one withdrawal is capped like one deposit rather than at the platform's 50,000,000.00 ceiling.
  wallet: ZWalletSettings.parse({
    withdrawMinMinor: 5_000,
    withdrawMaxMinor: 10_000_000,
    withdrawDailyMaxMinor: 30_000_000,
  }),
};

/** Creates or refreshes the demo merchant, its local hosts and its legal pages. Safe to run at every start. */
export async function seedDemoMerchant(db: TDb): Promise<bigint> {
  const brand = JSON.stringify(ZMerchantBrand.parse(DEMO_BRAND));
  const settings = JSON.stringify(ZMerchantSettings.parse(DEMO_SETTINGS));
  return db.transaction().execute(async (trx) => {
    // Only created once: an operator's later edits to the demo merchant are kept across restarts.
    await trx
      .insertInto('merchant')
      .values({ code: DEMO_MERCHANT_CODE, brand, settings })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    // Fields added to the brand later reach a demo merchant created before them; set ones are kept.
    await trx
      .updateTable('merchant')
      .set({
        brand: sql<string>`${JSON.stringify({ timeZone: DEMO_BRAND.timeZone, country: DEMO_BRAND.country })}::jsonb || brand`,
      })
      .where('code', '=', DEMO_MERCHANT_CODE)
      .execute();
    const { id } = await trx
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', DEMO_MERCHANT_CODE)
      .executeTakeFirstOrThrow();
    for (const [index, domain] of DEMO_DOMAINS.entries()) {
      await trx
        .insertInto('merchant_domain')
        .values({ domain, merchant_id: id, sort_order: index })
        .onConflict((oc) => oc.column('domain').doNothing())
        .execute();
    }
    for (const page of DEMO_LEGAL_PAGES) {
      await trx
        .insertInto('legal_page')
        .values({ merchant_id: id, ...page, updated_at: sql`now()` })
        .onConflict((oc) => oc.columns(['merchant_id', 'slug', 'language']).doNothing())
        .execute();
    }
    return id;
  });
}
