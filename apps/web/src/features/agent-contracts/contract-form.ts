import { z } from 'zod';
import type { TContractTierInput, TContractTierView } from '@kirin/contracts';
import { minorToAmountText, parseAmountToMinor } from '../../lib/money-input';

/** Percent with up to four decimals as typed ("1.2") ↔ parts per million (12000), by string arithmetic. */
export function percentToPpm(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,4}))?$/.exec(text.trim());
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= 1_000_000 ? ppm : null;
}
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const rest = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

const amount = z.string().refine((v) => parseAmountToMinor(v) !== null, 'agent_contracts_amount_rule');
const percent = z.string().refine((v) => percentToPpm(v) !== null, 'agent_contracts_percent_rule');

/** One tier as the editor holds it: amounts in display units, rates as percentages (the wire uses ppm). */
export const ZTierFields = z.object({
  minValidBet: amount,
  minNetLoss: amount,
  minActive: z.string().regex(/^\d{1,6}$/, 'agent_contracts_count_rule'),
  rate: percent,
  // Fixed-amount contracts only (the upline's own tiers are fixed amounts): what the tier pays.
  amount: z.string().refine((v) => v === '' || parseAmountToMinor(v) !== null, 'agent_contracts_amount_rule'),
  // Win/loss bases only; the server names a missing one (win_loss_rates_required).
  winRate: z.string().refine((v) => v === '' || percentToPpm(v) !== null, 'agent_contracts_percent_rule'),
  lossRate: z.string().refine((v) => v === '' || percentToPpm(v) !== null, 'agent_contracts_percent_rule'),
});
export const ZContractFields = z.object({ tiers: z.array(ZTierFields).min(1, 'agent_contracts_tiers_rule') });
/** A fixed-amount contract's form: every tier names a positive amount. */
export const ZFixedContractFields = z.object({
  tiers: z
    .array(
      ZTierFields.refine((t) => (parseAmountToMinor(t.amount) ?? 0) > 0, {
        message: 'agent_contracts_fixed_amount_rule',
        path: ['amount'],
      }),
    )
    .min(1, 'agent_contracts_tiers_rule'),
});
export type TTierFields = z.infer<typeof ZTierFields>;
export type TContractFields = z.infer<typeof ZContractFields>;

export const EMPTY_TIER: TTierFields = {
  minValidBet: '0',
  minNetLoss: '0',
  minActive: '0',
  rate: '',
  amount: '',
  winRate: '',
  lossRate: '',
};

export function toTierFields(tier: TContractTierView): TTierFields {
  return {
    minValidBet: minorToAmountText(tier.minValidBetMinor),
    minNetLoss: minorToAmountText(tier.minNetLossMinor ?? 0),
    minActive: String(tier.minActive),
    rate: ppmToPercent(tier.ratePpm),
    amount: tier.amountMinor === undefined ? '' : minorToAmountText(tier.amountMinor),
    winRate: tier.winRatePpm === undefined ? '' : ppmToPercent(tier.winRatePpm),
    lossRate: tier.lossRatePpm === undefined ? '' : ppmToPercent(tier.lossRatePpm),
  };
}

/**
 * The tier as the call takes it. Only a dividend has a net-loss threshold (its field is shown for it alone): a
 * salary tier sent with one would be missed whenever the team won, however much it bet. A fixed-amount
 * contract (its upline is paid fixed amounts) sends the amount and no rate.
 */
export function toTierInput(
  fields: TTierFields,
  isWinLoss: boolean,
  hasNetLoss: boolean,
  isFixed = false,
): TContractTierInput {
  const win = percentToPpm(fields.winRate);
  const loss = percentToPpm(fields.lossRate);
  if (isFixed)
    return {
      minValidBetMinor: parseAmountToMinor(fields.minValidBet) ?? 0,
      minActive: Number(fields.minActive),
      rateType: 'F',
      ratePpm: 0,
      amountMinor: parseAmountToMinor(fields.amount) ?? 0,
    };
  return {
    minValidBetMinor: parseAmountToMinor(fields.minValidBet) ?? 0,
    ...(hasNetLoss ? { minNetLossMinor: parseAmountToMinor(fields.minNetLoss) ?? 0 } : {}),
    minActive: Number(fields.minActive),
    rateType: 'P',
    // On the win/loss bases the single rate is only a summary: the higher of the two.
    ratePpm: isWinLoss ? Math.max(win ?? 0, loss ?? 0) : (percentToPpm(fields.rate) ?? 0),
    ...(isWinLoss && win !== null ? { winRatePpm: win } : {}),
    ...(isWinLoss && loss !== null ? { lossRatePpm: loss } : {}),
  };
}
