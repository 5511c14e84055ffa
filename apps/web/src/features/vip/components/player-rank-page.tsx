import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useVipHistory } from '../api/get-vip-history';
import { useVipStatus } from '../api/get-vip-status';
import { VipProgress } from './vip-progress';
import './vip.css';

/** Player rank (playerRank): the member's level and progress, level changes and VIP bonuses. */
export function PlayerRankPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const status = useVipStatus();
  const history = useVipHistory();
  const changes = history.data?.changes ?? [];
  const bonuses = history.data?.bonuses ?? [];
  return (
    <section
      className="centre-page vip-rank"
      data-testid="centre-page-playerRank"
      aria-labelledby="vip-rank-title"
    >
      <h3 id="vip-rank-title" className="centre-page__title">
        {title}
      </h3>
      {status.isPending && <Spinner />}
      {status.isError && (
        <QueryFailure error={status.error} onRetry={() => void status.refetch()} testId="vip-status-error" />
      )}
      {status.data && <VipProgress status={status.data} />}
      <h4 className="vip-rank__title">{t('vip_changes')}</h4>
      {history.isPending && <Spinner />}
      {history.isError && (
        <QueryFailure
          error={history.error}
          onRetry={() => void history.refetch()}
          testId="vip-history-error"
        />
      )}
      {history.isSuccess && changes.length === 0 && (
        <EmptyState icon="crown" message={t('vip_changes_none')} />
      )}
      {changes.length > 0 && (
        <ul className="vip-rank__list" data-testid="vip-changes">
          {changes.map((change) => (
            <li
              key={`${change.createdAt}-${change.toLevel}`}
              className="vip-rank__item"
              data-testid="vip-change"
            >
              <span>{formatTime(change.createdAt)}</span>
              <span>
                {t(`vip_reason_${change.reason}`)} {change.fromLevel} → <strong>{change.toLevel}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="vip-rank__title">{t('vip_bonuses')}</h4>
      {history.isSuccess && bonuses.length === 0 && (
        <p className="vip-progress__note">{t('vip_bonuses_none')}</p>
      )}
      {bonuses.length > 0 && (
        <ul className="vip-rank__list" data-testid="vip-bonuses">
          {bonuses.map((bonus) => (
            <li key={bonus.sourceRef} className="vip-rank__item" data-testid="vip-bonus">
              <span>{formatTime(bonus.createdAt)}</span>
              <span>
                {bonus.kind === 'MONTHLY'
                  ? t('vip_bonus_monthly', { month: bonus.sourceRef.slice('monthly:'.length) })
                  : t('vip_bonus_levelup', { level: bonus.sourceRef.slice('levelup:'.length) })}
              </span>
              <strong>
                <Money minor={bonus.amount} isSigned />
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
