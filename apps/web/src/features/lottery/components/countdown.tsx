import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../server-clock';

type TCountdownProps = {
  closeAt: string;
  clockOffsetMs: number;
  /** Runs once when the close is reached: the caller refetches the open issue. */
  onExpire?: () => void;
  testId?: string;
};

/** Time left until `closeAt` by the server clock; "Closed" once reached. */
export function Countdown({
  closeAt,
  clockOffsetMs,
  onExpire,
  testId = 'lottery-countdown',
}: TCountdownProps) {
  const { t } = useTranslation();
  const left = useCountdown(closeAt, clockOffsetMs, onExpire);
  return (
    <time
      className="lottery-countdown"
      dateTime={closeAt}
      data-testid={testId}
      data-remaining-ms={left}
      aria-label={t('lottery_closes_in')}
    >
      {left > 0 ? formatCountdown(left) : t('lottery_betting_closed')}
    </time>
  );
}
