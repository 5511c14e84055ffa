import {
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type TSelfExclusionDuration,
  type TTimeOutDuration,
} from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WalletCard } from '../../wallet/components/wallet-page';
import type { TBreakChoice } from '../api/exclusions';
import { BreakConfirmDialog } from './break-confirm-dialog';

/** Time-out (24 hours to 30 days) and self-exclusion (6 months to indefinite), each confirmed with the password. */
export function TakeBreakSection() {
  const { t } = useTranslation();
  const [timeOut, setTimeOut] = useState<TTimeOutDuration>('24h');
  const [exclusion, setExclusion] = useState<TSelfExclusionDuration>('6m');
  const [asked, setAsked] = useState<TBreakChoice | null>(null);

  return (
    <WalletCard title={t('protection_break_title')} testId="protection-break">
      <div className="protection-kind" data-testid="protection-time-out">
        <h5 className="protection-kind__title">{t('protection_time_out_title')}</h5>
        <p className="protection-note">{t('protection_time_out_intro')}</p>
        <DurationChoice
          name="time-out"
          durations={TIME_OUT_DURATIONS}
          value={timeOut}
          onChange={setTimeOut}
        />
        <Button
          variant="secondary"
          data-testid="protection-time-out-start"
          onClick={() => setAsked({ kind: 'time_out', duration: timeOut })}
        >
          {t('protection_time_out_start')}
        </Button>
      </div>
      <div className="protection-kind" data-testid="protection-self-exclusion">
        <h5 className="protection-kind__title">{t('protection_self_exclusion_title')}</h5>
        <p className="protection-note">{t('protection_self_exclusion_intro')}</p>
        <DurationChoice
          name="self-exclusion"
          durations={SELF_EXCLUSION_DURATIONS}
          value={exclusion}
          onChange={setExclusion}
        />
        <Button
          variant="secondary"
          data-testid="protection-self-exclusion-start"
          onClick={() => setAsked({ kind: 'self_exclusion', duration: exclusion })}
        >
          {t('protection_self_exclusion_start')}
        </Button>
      </div>
      <p className="protection-note" data-testid="protection-help">
        {t('protection_help_organisations')}
      </p>
      {asked && <BreakConfirmDialog choice={asked} onClose={() => setAsked(null)} />}
    </WalletCard>
  );
}

function DurationChoice<T extends string>({
  name,
  durations,
  value,
  onChange,
}: {
  name: string;
  durations: readonly T[];
  value: T;
  onChange: (duration: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="protection-durations" role="radiogroup" aria-label={t('protection_duration')}>
      {durations.map((duration) => (
        <label key={duration} className="protection-duration">
          <input
            type="radio"
            name={name}
            value={duration}
            checked={value === duration}
            data-testid={`protection-${name}-${duration}`}
            onChange={() => onChange(duration)}
          />
          <span>{t(`protection_duration_${duration}`)}</span>
        </label>
      ))}
    </div>
  );
}
