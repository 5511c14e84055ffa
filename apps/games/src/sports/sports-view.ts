// Pure helpers of the sportsbook page: labels, the slip's maths and which refusal text to show.
import {
  betReturnMinor,
  combinedOddsMilli,
  formatLine,
  type TSportsMarketKind,
  type TSportsSelection,
} from '@kirin/contracts';
import { t } from '../common/i18n.js';
import type { TRefusalDetails } from '../common/vendor-api.js';

/** A price for people: 1950 → "1.95" (thousandths, shown to two decimals as the book prices them). */
export function formatOdds(oddsMilli: number): string {
  return (Math.floor(oddsMilli / 10) / 100).toFixed(2);
}

/** The market's name with its line (handicaps signed, from the home side). */
export function marketLabel(kind: TSportsMarketKind, lineQuarters: number): string {
  return t(`sp.market.${kind}`, { line: formatLine(lineQuarters, kind === 'ASIAN_HANDICAP') });
}

/** A selection's name; an away handicap shows the away side's own line. */
export function selectionLabel(
  kind: TSportsMarketKind,
  lineQuarters: number,
  selection: TSportsSelection,
): string {
  const name = t(`sp.sel.${selection}`);
  if (kind !== 'ASIAN_HANDICAP') return name;
  return `${name} ${formatLine(selection === 'AWAY' ? -lineQuarters : lineQuarters, true)}`;
}

/** One pick on the slip (the page keeps at most one per fixture). */
export type TSlipPick = {
  fixtureId: string;
  fixtureName: string;
  marketId: string;
  kind: TSportsMarketKind;
  lineQuarters: number;
  selection: TSportsSelection;
  oddsMilli: number;
};

/** Adds a pick, replacing another pick of the same fixture; the same pick again removes it. */
export function togglePick(slip: readonly TSlipPick[], pick: TSlipPick): TSlipPick[] {
  const same = slip.find((p) => p.marketId === pick.marketId && p.selection === pick.selection);
  if (same) return slip.filter((p) => p !== same);
  return [...slip.filter((p) => p.fixtureId !== pick.fixtureId), pick];
}

/** The slip's total odds and what it returns if every leg wins (null without a valid stake). */
export function slipSummary(
  slip: readonly TSlipPick[],
  stakeMinor: number | null,
): { oddsMilli: number; returnMinor: bigint | null } {
  const oddsMilli = slip.length === 0 ? 0 : combinedOddsMilli(slip.map((p) => p.oddsMilli));
  const returnMinor =
    stakeMinor && stakeMinor > 0 && slip.length > 0
      ? betReturnMinor(
          BigInt(stakeMinor),
          slip.map((p) => ({ outcome: 'WIN' as const, oddsMilli: p.oddsMilli })),
        )
      : null;
  return { oddsMilli, returnMinor };
}

/** The text key for a sportsbook refusal's details, or null for the generic translated message. */
export function refusalKey(details: TRefusalDetails): string | null {
  if (details.odds === 'changed') return 'sp.err.odds_changed';
  if (details.market === 'suspended') return 'sp.err.suspended';
  if (details.bet === 'same_fixture') return 'sp.err.same_fixture';
  if (details.bet === 'odds_too_high') return 'sp.err.odds_too_high';
  if (details.bet === 'cash_out_unavailable') return 'sp.err.cash_out_unavailable';
  if (details.cashOut === 'value_changed') return 'sp.err.value_changed';
  return null;
}
