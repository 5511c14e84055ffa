import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../server-clock';

type TCountdownProps = {
  closeAt: string;
  clockOffsetMs: number;
  /** Runs once when the close is reached: the caller refetches the open issue. */
  onExpire?: () => void;
  testId?: string;
  /** What the timer is counting to, for screen readers ("Closes in" unless told). */
  label?: string;
  /** Shown once the instant is reached ("Closed" unless told). */
  endedText?: string;
};

/**
 * Time left until `closeAt` by the server clock; "Closed" once reached. A timer that screen readers do not
 * announce as it ticks (role timer, aria-live off): the view says the moments that matter in its own polite
 * status line.
 */
export function Countdown({
  closeAt,
  clockOffsetMs,
  onExpire,
  testId = 'lottery-countdown',
  label,
  endedText,
}: TCountdownProps) {
  const { t } = useTranslation();
  const left = useCountdown(closeAt, clockOffsetMs, onExpire);
  return (
    <time
      className="lottery-countdown"
      dateTime={closeAt}
      data-testid={testId}
      data-remaining-ms={left}
      role="timer"
      aria-live="off"
      aria-label={label ?? t('lottery_closes_in')}
    >
      {left > 0 ? formatCountdown(left) : (endedText ?? t('lottery_betting_closed'))}
    </time>
  );
}
