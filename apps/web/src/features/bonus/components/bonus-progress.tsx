import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';

/** The wagering progress of one grant: a bar and "done / target" (a grant with no target shows full). */
export function BonusProgress({ done, target, testId }: { done: number; target: number; testId?: string }) {
  const { t } = useTranslation();
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / target));
  const label = t('bonus_progress_label', {
    done: formatMinorUnits(Math.min(done, target)),
    target: formatMinorUnits(target),
  });
  return (
    <div className="bonus-progress" data-testid={testId}>
      <div
        className="bonus-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <div className="bonus-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="bonus-progress__text">
        <span>{label}</span>
        <span data-testid={testId ? `${testId}-percent` : undefined}>{percent}%</span>
      </p>
    </div>
  );
}
