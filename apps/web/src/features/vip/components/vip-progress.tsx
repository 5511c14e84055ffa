import { formatMinorUnits, type TVipStatus } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';

/** One requirement towards a level: a bar and "done / target" (a target of 0 is met, shown full). */
function VipBar({
  label,
  done,
  target,
  testId,
}: {
  label: string;
  done: number;
  target: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / target));
  const text = t('vip_progress_of', { done: formatMinorUnits(done), target: formatMinorUnits(target) });
  return (
    <div className="vip-bar" data-testid={testId}>
      <p className="vip-bar__text">
        <span>{label}</span>
        <span data-testid={`${testId}-text`}>{text}</span>
      </p>
      <div
        className="vip-bar__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${label} ${text}`}
      >
        <div className="vip-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The member's level and what the next one needs: valid bet and deposits since the count started (both
 * must be met; the level moves at the next midnight), and the valid bet the keep window still needs.
 */
export function VipProgress({ status }: { status: TVipStatus }) {
  const { t } = useTranslation();
  return (
    <div className="vip-progress" data-testid="vip-progress">
      <div className="vip-progress__level">
        <span className="vip-progress__label">{t('vip_current_level')}</span>
        <strong className="vip-progress__name" data-testid="vip-current-level" data-level={status.level}>
          {t('vip_level_named', { level: status.level, name: status.name })}
        </strong>
      </div>
      {status.next ? (
        <div className="vip-progress__next">
          <p className="vip-progress__label" data-testid="vip-next-level">
            {t('vip_next_level', { level: status.next.level, name: status.next.name })}
          </p>
          <VipBar
            label={t('vip_valid_bet')}
            done={status.validBet}
            target={status.next.validBet}
            testId="vip-progress-bet"
          />
          <VipBar
            label={t('vip_deposit')}
            done={status.deposit}
            target={status.next.deposit}
            testId="vip-progress-deposit"
          />
          <p className="vip-progress__note">{t('vip_upgrade_note')}</p>
        </div>
      ) : (
        <p className="vip-progress__note" data-testid="vip-top-level">
          {t('vip_top_level')}
        </p>
      )}
      {status.keep && (
        <div className="vip-progress__keep" data-testid="vip-keep">
          <VipBar
            label={t('vip_keep_days_left', { count: status.keep.daysLeft })}
            done={status.keep.validBet}
            target={status.keep.required}
            testId="vip-progress-keep"
          />
        </div>
      )}
    </div>
  );
}
