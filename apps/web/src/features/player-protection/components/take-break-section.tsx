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

/** The two kinds of break: their words' prefix (protection_time_out_*), test id and durations. */
const BREAK_KINDS = [
  { kind: 'time_out', name: 'time-out', words: 'time_out', durations: TIME_OUT_DURATIONS },
  {
    kind: 'self_exclusion',
    name: 'self-exclusion',
    words: 'self_exclusion',
    durations: SELF_EXCLUSION_DURATIONS,
  },
] as const;

/** Time-out (24 hours to 30 days) and self-exclusion (6 months to indefinite), each confirmed with the password. */
export function TakeBreakSection() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<TBreakChoice | null>(null);

  return (
    <WalletCard title={t('protection_break_title')} testId="protection-break">
      {BREAK_KINDS.map((breakKind) => (
        <BreakKind key={breakKind.kind} breakKind={breakKind} onStart={setAsked} />
      ))}
      <p className="protection-note" data-testid="protection-help">
        {t('protection_help_organisations')}
      </p>
      {asked && <BreakConfirmDialog choice={asked} onClose={() => setAsked(null)} />}
    </WalletCard>
  );
}

/** One kind of break: what it does, its durations (the shortest chosen first) and the button that asks. */
function BreakKind({
  breakKind: { kind, name, words, durations },
  onStart,
}: {
  breakKind: (typeof BREAK_KINDS)[number];
  onStart: (choice: TBreakChoice) => void;
}) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<TTimeOutDuration | TSelfExclusionDuration>(durations[0]);
  return (
    <div className="protection-kind" data-testid={`protection-${name}`}>
      <h5 className="protection-kind__title">{t(`protection_${words}_title`)}</h5>
      <p className="protection-note">{t(`protection_${words}_intro`)}</p>
      <DurationChoice name={name} durations={durations} value={duration} onChange={setDuration} />
      <Button
        variant="secondary"
        data-testid={`protection-${name}-start`}
        onClick={() => onStart({ kind, duration } as TBreakChoice)}
      >
        {t(`protection_${words}_start`)}
      </Button>
    </div>
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
  value: string;
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
