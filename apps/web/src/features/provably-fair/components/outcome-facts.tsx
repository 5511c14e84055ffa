import { formatMinorUnits, type TCard } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import type { TOutcomeSummary } from '../outcome-summary';

const RANK_LABELS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
/** Suits 0..3 in the contracts' order. */
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'];

/** A card as the table shows it, e.g. "A♠", "10♦". */
export function cardLabel(card: TCard): string {
  return `${RANK_LABELS[card.rank] ?? String(card.rank)}${SUIT_SYMBOLS[card.suit] ?? '?'}`;
}

/** A crash point in hundredths as a multiplier, e.g. 235 → "2.35×". */
export function crashPointLabel(hundredths: number): string {
  return `${formatMinorUnits(hundredths)}×`;
}

/**
 * The deciding facts of a round as a definition list: stops and payout (slot), the crash point, the hands
 * and the winner (baccarat). `testIdPrefix` tells the recomputed and the stored apart.
 */
export function OutcomeFacts({ summary, testIdPrefix }: { summary: TOutcomeSummary; testIdPrefix: string }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; value: string }[] = [];
  switch (summary.gameCode) {
    case 'KIRIN_SLOT':
      rows.push({ key: 'stops', label: t('fair_stops'), value: summary.stops.join(', ') });
      rows.push({ key: 'payout', label: t('fair_payout'), value: formatMinorUnits(summary.payoutMinor) });
      break;
    case 'KIRIN_CRASH':
      rows.push({
        key: 'crash-point',
        label: t('fair_crash_point'),
        value: crashPointLabel(summary.crashPointHundredths),
      });
      break;
    case 'KIRIN_BACCARAT':
      rows.push({
        key: 'player',
        label: t('fair_baccarat_PLAYER'),
        value: summary.player.map(cardLabel).join(' '),
      });
      rows.push({
        key: 'banker',
        label: t('fair_baccarat_BANKER'),
        value: summary.banker.map(cardLabel).join(' '),
      });
      rows.push({
        key: 'winner',
        label: t('fair_baccarat_winner'),
        value: t(`fair_baccarat_${summary.outcome}`),
      });
      break;
  }
  return (
    <dl className="fair-facts">
      {rows.map((row) => (
        <div key={row.key} className="fair-facts__row">
          <dt>{row.label}</dt>
          <dd data-testid={`${testIdPrefix}-${row.key}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
