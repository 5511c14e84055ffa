import type { TSlotSpin } from '@kirin/contracts';
import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { summariseOutcome } from '../outcome-summary';
import type { TFairOutcome } from '../recompute-round';
import { OutcomeFacts } from './outcome-facts';

/** The slot's window, rows across and reels down the columns, and each winning line. */
function SlotWindow({ spin }: { spin: TSlotSpin }) {
  const { t } = useTranslation();
  const rows = spin.grid[0]?.map((_, row) => spin.grid.map((reel) => reel[row] ?? '')) ?? [];
  return (
    <>
      <table className="fair-slot" data-testid="fair-slot-grid">
        <caption className="visually-hidden">{t('fair_slot_window')}</caption>
        <tbody>
          {rows.map((symbols, row) => (
            <tr key={row}>
              {symbols.map((symbol, reel) => (
                <td key={reel} className="fair-slot__cell" data-symbol={symbol}>
                  {t(`fair_symbol_${symbol}`, symbol)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {spin.lineWins.length > 0 && (
        <ul className="fair-line-wins">
          {spin.lineWins.map((win) => (
            <li key={win.line} data-testid="fair-slot-line-win">
              {t('fair_line_win', {
                line: win.line + 1,
                symbol: t(`fair_symbol_${win.symbol}`, win.symbol),
                run: win.count,
                pay: formatMinorUnits(win.payMinor),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the browser computed for the round: the facts, and the slot window or the baccarat totals. */
export function RecomputedOutcome({ outcome }: { outcome: TFairOutcome }) {
  const { t } = useTranslation();
  return (
    <div className="fair-outcome" data-testid="fair-outcome" data-game={outcome.gameCode}>
      {outcome.gameCode === 'KIRIN_SLOT' && <SlotWindow spin={outcome.spin} />}
      <OutcomeFacts summary={summariseOutcome(outcome)} testIdPrefix="fair-computed" />
      {outcome.gameCode === 'KIRIN_BACCARAT' && (
        <p className="fair-outcome__totals" data-testid="fair-baccarat-totals">
          {t('fair_baccarat_totals', { player: outcome.hand.playerTotal, banker: outcome.hand.bankerTotal })}
        </p>
      )}
    </div>
  );
}
