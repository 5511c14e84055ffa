import { formatMinorUnits, type TBonusGrant } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { BonusProgress } from './bonus-progress';

type TGrantCardProps = {
  grant: TBonusGrant;
  /** Asks to forfeit (the page confirms first); absent while another forfeit runs. */
  onForfeit?: (grant: TBonusGrant) => void;
};

/** One grant: amount, rule, progress, limits, status and its history (folded), with forfeit when active. */
export function BonusGrantCard({ grant, onForfeit }: TGrantCardProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const rule =
    grant.wagerBase === 'BONUS'
      ? t('bonus_rule_bonus', { multiple: grant.wagerMultiple })
      : t('bonus_rule_bonus_deposit', { multiple: grant.wagerMultiple });
  return (
    <li className="bonus-card" data-testid="bonus-grant" data-id={grant.id} data-status={grant.status}>
      <div className="bonus-card__head">
        <div>
          <p className="bonus-card__source">{t(`bonus_source_${grant.source}`)}</p>
          <p className="bonus-card__amount">
            <Money minor={grant.bonusAmount} testId="bonus-grant-amount" />
          </p>
        </div>
        <span className="bonus-card__status" data-status={grant.status} data-testid="bonus-grant-status">
          {t(`bonus_status_${grant.status}`)}
        </span>
      </div>
      <BonusProgress done={grant.turnoverDone} target={grant.turnoverTarget} testId="bonus-grant-progress" />
      <dl className="bonus-card__facts">
        <div>
          <dt>{t('bonus_rule')}</dt>
          <dd>{rule}</dd>
        </div>
        {grant.status === 'ACTIVE' && (
          <div>
            <dt>{t('bonus_remaining')}</dt>
            <dd data-testid="bonus-grant-remaining">{formatMinorUnits(grant.turnoverRemaining)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bonus_granted_at')}</dt>
          <dd>{formatTime(grant.grantedAt)}</dd>
        </div>
        {grant.expiresAt && (
          <div>
            <dt>{t('bonus_expires_at')}</dt>
            <dd>{formatTime(grant.expiresAt)}</dd>
          </div>
        )}
        {grant.maxBet !== null && grant.status === 'ACTIVE' && (
          <div>
            <dt>{t('bonus_max_bet')}</dt>
            <dd>{formatMinorUnits(grant.maxBet)}</dd>
          </div>
        )}
        {grant.takenBack > 0 && (
          <div>
            <dt>{t('bonus_taken_back')}</dt>
            <dd>{formatMinorUnits(grant.takenBack)}</dd>
          </div>
        )}
      </dl>
      <div className="bonus-card__actions">
        <Button
          variant="ghost"
          size="small"
          aria-expanded={isHistoryOpen}
          data-testid="bonus-history-toggle"
          onClick={() => setIsHistoryOpen((open) => !open)}
        >
          {t('bonus_history')}
        </Button>
        {grant.status === 'ACTIVE' && onForfeit && (
          <Button
            variant="secondary"
            size="small"
            data-testid="bonus-forfeit"
            onClick={() => onForfeit(grant)}
          >
            {t('bonus_forfeit')}
          </Button>
        )}
      </div>
      {isHistoryOpen && (
        <ol className="bonus-card__history" data-testid="bonus-history">
          {grant.history.map((event, index) => (
            <li key={index} data-testid="bonus-history-event" data-kind={event.kind}>
              <span>{formatTime(event.at)}</span>
              <span>{t(`bonus_event_${event.kind}`)}</span>
              {event.amount !== 0 && <Money minor={event.amount} isSigned />}
              {event.note && <span className="bonus-card__note">{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
