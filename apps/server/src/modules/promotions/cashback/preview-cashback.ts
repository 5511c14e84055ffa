import type { TCashbackPreview } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { computeCashback, type TCashbackFigure } from './cashback-maths.js';
import {
  readCashbackSetting,
  readCashbackWindow,
  readRatesForLevel,
  readValidBets,
  type TCashbackSetting,
} from './cashback.queries.js';

export type TCashbackMember = { merchantId: bigint; memberId: bigint };

export type TCashbackWorking = TCashbackFigure & {
  from: Date;
  to: Date;
  vipLevel: number;
  setting: TCashbackSetting;
};

/** The member's open window and what it earns now, at the rates of the member's current VIP level. */
export async function computeMemberCashback(db: TDb, member: TCashbackMember): Promise<TCashbackWorking> {
  const window = await readCashbackWindow(db, member);
  const [rates, validBets, setting] = await Promise.all([
    readRatesForLevel(db, member.merchantId, window.vipLevel),
    readValidBets(db, member, window),
    readCashbackSetting(db, member.merchantId),
  ]);
  const figure = computeCashback({ validBets, rates, ...setting });
  return { ...figure, ...window, setting };
}

/** GET /wps/cashback: what a claim now would pay, per category. */
export async function previewCashback(db: TDb, member: TCashbackMember): Promise<TCashbackPreview> {
  const w = await computeMemberCashback(db, member);
  return {
    windowFrom: w.from.toISOString(),
    windowTo: w.to.toISOString(),
    vipLevel: w.vipLevel,
    lines: w.lines,
    validBet: Number(w.validBetMinor),
    computed: Number(w.computedMinor),
    amount: Number(w.amountMinor),
    minClaim: Number(w.setting.minClaimMinor),
    capPerClaim: w.setting.capPerClaimMinor === null ? null : Number(w.setting.capPerClaimMinor),
    isClaimable: w.isClaimable,
  };
}
