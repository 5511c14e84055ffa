import { findLotteryBetType, formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { priceLine, slipTotalMinor, type TBetTypeOffer, type TSlipLine } from '../slip-pricing';
import { BetTypeName } from './bet-type-name';
import { stationNameOf } from './prize-board';

type TSlipPanelProps = {
  lines: TSlipLine[];
  offers: readonly TBetTypeOffer[];
  maxPayoutMinor: number | null;
  currency: string;
  isSubmitting: boolean;
  canSubmit: boolean;
  error: string | null;
  success: string | null;
  onRemove: (key: string) => void;
  onClear: () => void;
  onSubmit: () => void;
};

/** The slip: each bet with stake, multiplier and potential win, capped picks marked, the total, and submit. */
export function SlipPanel(props: TSlipPanelProps) {
  const { t } = useTranslation();
  const { lines, offers, maxPayoutMinor, currency } = props;
  const priced = lines.flatMap((line) => {
    const definition = findLotteryBetType(line.betCode);
    const offer = offers.find((o) => o.betCode === line.betCode);
    return definition && offer ? [{ line, price: priceLine(line, definition, offer, maxPayoutMinor) }] : [];
  });
  return (
    <section className="lottery-slip" data-testid="lottery-slip" aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title" className="lottery-panel__title">
        {t('lottery_slip')}
      </h2>
      {priced.length === 0 ? (
        <p className="lottery-muted" data-testid="lottery-slip-empty">
          {t('lottery_slip_empty')}
        </p>
      ) : (
        <ul className="lottery-slip__lines">
          {priced.map(({ line, price }) => (
            <li
              key={line.key}
              className="lottery-slip__line"
              data-testid="lottery-slip-line"
              data-bet-code={line.betCode}
            >
              <div className="lottery-slip__what">
                <strong>
                  <BetTypeName code={line.betCode} />
                </strong>
                <span data-testid="lottery-slip-picks">
                  {line.picks
                    .map((pick) => (/^[A-Z_]+$/.test(pick) ? t(`lottery_option_${pick}`) : pick))
                    .join(', ')}
                </span>
                {line.stationIds.length > 0 && (
                  <span className="lottery-muted" data-testid="lottery-slip-stations">
                    {line.stationIds.map(stationNameOf).join(', ')}
                  </span>
                )}
                {price.halfPayPicks.length > 0 && (
                  <span className="lottery-badge" data-testid="lottery-slip-half-pay">
                    {t('lottery_half_pay_picks', { picks: price.halfPayPicks.join(', ') })}
                  </span>
                )}
                {price.closedPicks.length > 0 && (
                  <span className="lottery-badge lottery-badge--danger" data-testid="lottery-slip-closed">
                    {t('lottery_closed_picks', { picks: price.closedPicks.join(', ') })}
                  </span>
                )}
              </div>
              <dl className="lottery-slip__figures">
                <div>
                  <dt>{t('lottery_unit_stake')}</dt>
                  <dd>{formatMinorUnits(line.unitStakeMinor)}</dd>
                </div>
                <div>
                  <dt>{t('lottery_multiplier')}</dt>
                  <dd data-testid="lottery-slip-units">×{price.units}</dd>
                </div>
                <div>
                  <dt>{t('lottery_stake')}</dt>
                  <dd data-testid="lottery-slip-stake">{formatMinorUnits(price.stakeMinor)}</dd>
                </div>
                <div>
                  <dt>{t('lottery_potential_win', { odds: price.bestOdds })}</dt>
                  <dd data-testid="lottery-slip-win">
                    {formatMinorUnits(price.potentialWinMinor)}
                    {price.isPerHit && <span className="lottery-muted"> {t('lottery_per_hit')}</span>}
                  </dd>
                </div>
              </dl>
              <Button
                variant="ghost"
                size="small"
                data-testid="lottery-slip-remove"
                aria-label={t('lottery_remove_bet')}
                onClick={() => props.onRemove(line.key)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="lottery-slip__total">
        {t('lottery_total')}{' '}
        <strong data-testid="lottery-slip-total">
          {formatMinorUnits(slipTotalMinor(priced.map(({ price }) => price)))} {currency}
        </strong>
      </p>
      {props.error && (
        <p role="alert" className="lottery-error" data-testid="lottery-slip-error">
          {props.error}
        </p>
      )}
      {props.success && (
        <p role="status" className="lottery-success" data-testid="lottery-slip-success">
          {props.success}
        </p>
      )}
      <div className="lottery-slip__actions">
        <Button
          variant="secondary"
          size="small"
          disabled={lines.length === 0 || props.isSubmitting}
          onClick={props.onClear}
          data-testid="lottery-slip-clear"
        >
          {t('lottery_clear_slip')}
        </Button>
        <Button
          data-testid="lottery-slip-submit"
          disabled={
            !props.canSubmit || props.isSubmitting || priced.some(({ price }) => price.closedPicks.length > 0)
          }
          aria-busy={props.isSubmitting}
          onClick={props.onSubmit}
        >
          {t('lottery_place_bets')}
        </Button>
      </div>
    </section>
  );
}
