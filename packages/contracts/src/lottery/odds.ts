/**
 * Default odds per bet type, the platform's version 1: a merchant's versioned odds table starts as a copy of this
 * and each bet snapshots what it was sold at. Odds are stored as integer thousandths per prize label; they are
 * written here as decimal strings (as the reference and operators state them) and parsed exactly, never via floats.
 *
 * Sources (docs/lottery-engine.md, "Odds"): Vietnamese platform-points column (agent column for bao lô, đá, xỉu chủ,
 * 2-digit đầu/đuôi, which only it prices); 4D and Thai official prizes per unit; credit odds for fast games, and
 * the official prize per 2-unit bet halved where only the official plays price a bet (SSC direct, K3 three
 * different, 11x5 any-n).
 */
import { z } from 'zod';
import type { TLotteryOdds } from './evaluate.js';

export const LOTTERY_DEFAULT_ODDS_VERSION = 'kirin-default-1';
export const LOTTERY_ODDS_SCALE = 1000;

/** The odds of one bet type as stored in a merchant's table and snapshotted on each bet: thousandths per label. */
export const ZLotteryOdds = z.record(z.string().min(1), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** '1.982' → 1982: a decimal with at most three places, parsed as text so no float rounding creeps in. */
export function parseLotteryOdds(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not odds with at most three decimals`);
  return Number(match[1]) * LOTTERY_ODDS_SCALE + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 1982 → '1.982', 99000 → '99': thousandths back to the shortest decimal text. */
export function formatLotteryOdds(thousandths: number): string {
  const whole = Math.floor(thousandths / LOTTERY_ODDS_SCALE);
  const fraction = String(thousandths % LOTTERY_ODDS_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const win = (text: string): TLotteryOdds => ({ WIN: parseLotteryOdds(text) });
const prizes = (table: Record<string, string>): TLotteryOdds =>
  Object.fromEntries(Object.entries(table).map(([prize, text]) => [prize, parseLotteryOdds(text)]));
/** The same odds for every value in each group: { '42.3': ['03', '04'] } → { '03': 42300, '04': 42300 }. */
const byValue = (groups: Record<string, string[]>): TLotteryOdds =>
  prizes(
    Object.fromEntries(Object.entries(groups).flatMap(([odds, values]) => values.map((v) => [v, odds]))),
  );

function vietnamese(region: 'MB' | 'MN'): Record<string, TLotteryOdds> {
  const north = region === 'MB';
  const table: Record<string, TLotteryOdds> = {
    LO2: win('99'),
    LO3: win('960'),
    LO4: win('8880'),
    DE: win('99'),
    DE_DAU: win('99.9'),
    DE_G1: win('99.9'),
    BA_CANG: win('960'),
    DAU1: win('99'),
    DUOI1: win('99'),
    DAU2: win('75'),
    DUOI2: win('75'),
    DAU_DUOI: win('75'),
    XIU_CHU: win('650'),
    BAO_LO2: win('75'),
    BAO_LO3: win('650'),
    BAO_LO4: win('5500'),
    [north ? 'BAO_LO8' : 'BAO_LO7']: win('75'),
    XIEN2: win(north ? '16' : '28'),
    XIEN3: win(north ? '65' : '150'),
    XIEN4: win(north ? '180' : '750'),
    LO_TRUOT4: win(north ? '2' : '1.8'),
    LO_TRUOT8: win(north ? '8' : '3.3'),
    LO_TRUOT10: win(north ? '12' : '4.3'),
    DA_THANG: win(north ? '650' : '750'),
    ...(north ? {} : { DA_XIEN: win('550') }),
  };
  return Object.fromEntries(Object.entries(table).map(([code, odds]) => [`VN_${region}_${code}`, odds]));
}

const perPosition = (count: number, code: (k: number) => string, odds: TLotteryOdds) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [code(i + 1), odds]));

const FORM_ODDS = prizes({ LEOPARD: '70', STRAIGHT: '14', PAIR: '3.2', HALF_STRAIGHT: '2.3', MIXED: '2.8' });

export const LOTTERY_DEFAULT_ODDS: Readonly<Record<string, TLotteryOdds>> = {
  ...vietnamese('MB'),
  ...vietnamese('MN'),
  MY_4D_BIG: prizes({ FIRST: '2500', SECOND: '1000', THIRD: '500', STARTER: '180', CONSOLATION: '60' }),
  MY_4D_SMALL: prizes({ FIRST: '3500', SECOND: '2000', THIRD: '1000' }),
  SG_4D_BIG: prizes({ FIRST: '2000', SECOND: '1000', THIRD: '490', STARTER: '250', CONSOLATION: '60' }),
  SG_4D_SMALL: prizes({ FIRST: '3000', SECOND: '2000', THIRD: '800' }),
  THAI_3TOP: win('900'),
  THAI_3TOTE: win('130'),
  THAI_3FRONT: win('400'),
  THAI_3BOTTOM: win('400'),
  THAI_2TOP: win('90'),
  THAI_2BOTTOM: win('90'),
  ...perPosition(5, (k) => `SSC_B${k}_DIGIT`, win('9.91')),
  ...perPosition(5, (k) => `SSC_B${k}_BIG_SMALL`, win('1.982')),
  ...perPosition(5, (k) => `SSC_B${k}_ODD_EVEN`, win('1.982')),
  SSC_SUM_BIG_SMALL: win('1.982'),
  SSC_SUM_ODD_EVEN: win('1.982'),
  SSC_DRAGON_TIGER: prizes({ DRAGON: '2.2', TIGER: '2.2', TIE: '9.4' }),
  SSC_FRONT3_FORM: FORM_ODDS,
  SSC_MIDDLE3_FORM: FORM_ODDS,
  SSC_BACK3_FORM: FORM_ODDS,
  SSC_FRONT3_DIRECT: win('900'),
  SSC_BACK3_DIRECT: win('900'),
  ...perPosition(10, (k) => `PK10_P${k}_NUMBER`, win('9.91')),
  ...perPosition(10, (k) => `PK10_P${k}_BIG_SMALL`, win('1.982')),
  ...perPosition(10, (k) => `PK10_P${k}_ODD_EVEN`, win('1.982')),
  ...perPosition(5, (k) => `PK10_DT${k}`, win('1.982')),
  PK10_TOP2_SUM: byValue({
    '42.3': ['03', '04', '18', '19'],
    '21.3': ['05', '06', '16', '17'],
    '14.3': ['07', '08', '14', '15'],
    '10.3': ['09', '10', '12', '13'],
    '8.3': ['11'],
  }),
  PK10_TOP2_SUM_BIG_SMALL: prizes({ BIG: '2.2', SMALL: '1.77' }),
  PK10_TOP2_SUM_ODD_EVEN: prizes({ ODD: '1.77', EVEN: '2.2' }),
  K3_SUM: byValue({
    '165': ['03', '18'],
    '48': ['04', '17'],
    '25': ['05', '16'],
    '15': ['06', '15'],
    '10': ['07', '14'],
    '7.2': ['08', '13'],
    '6.05': ['09', '12'],
    '5.6': ['10', '11'],
  }),
  K3_SUM_BIG_SMALL: win('1.982'),
  K3_SUM_ODD_EVEN: win('1.982'),
  K3_ANY_TRIPLE: win('27.5'),
  K3_GIVEN_TRIPLE: win('165'),
  K3_GIVEN_PAIR: win('9.8'),
  K3_THREE_DIFFERENT: win('20'),
  X115_ANY1: win('1.95'),
  X115_ANY2: win('4.95'),
  X115_ANY3: win('14.85'),
  X115_ANY4: win('59'),
  X115_ANY5: win('415.5'),
  ...perPosition(5, (k) => `X115_B${k}_NUMBER`, win('10.8')),
  ...perPosition(5, (k) => `X115_B${k}_BIG_SMALL`, win('1.75')),
  ...perPosition(5, (k) => `X115_B${k}_ODD_EVEN`, win('1.75')),
  X115_SUM_BIG_SMALL: win('1.75'),
};
