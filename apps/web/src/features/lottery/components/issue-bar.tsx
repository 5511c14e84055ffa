import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryPlay } from '../api/get-lottery-play';
import { Countdown } from './countdown';

/** The draw the slip was on before the latest change, and the one it is on now (null: none open or coming). */
type TMove = { closed: string; next: string | null };

/**
 * The draw the slip targets: the open one with the countdown to its close, or between a close and the next
 * opening the coming one with the countdown to its opening. When the draw changes under the player (its betting
 * closed), a polite status line says so once, and again when the next one opens; the ticking digits are not
 * announced.
 */
export function IssueBar({ play }: { play: TLotteryPlay }) {
  const { t } = useTranslation();
  const issue = play.openIssue;
  const upcoming = issue ? null : play.nextIssue;
  const target = issue?.numero ?? upcoming?.numero ?? null;
  const [seen, setSeen] = useState(target);
  const [move, setMove] = useState<TMove | null>(null);
  // Adjusted while rendering (not in an effect): the notice appears in the same paint as the new draw.
  if (target !== seen) {
    setSeen(target);
    if (seen !== null) setMove({ closed: seen, next: target });
  }
  const status = !move
    ? ''
    : move.next === null
      ? t('lottery_issue_closed_no_next', { closed: move.closed })
      : [
          t('lottery_issue_moved', { closed: move.closed, next: move.next }),
          issue?.numero === move.next ? t('lottery_issue_now_open', { numero: move.next }) : '',
        ]
          .filter(Boolean)
          .join(' ');

  return (
    <div className="lottery-issue" data-testid="lottery-open-issue">
      {issue ? (
        <>
          <span data-testid="lottery-numero">{t('lottery_issue', { numero: issue.numero })}</span>
          <span>
            <span aria-hidden="true">{t('lottery_closes_in')} </span>
            <Countdown
              closeAt={issue.closeAt}
              clockOffsetMs={play.clockOffsetMs}
              testId="lottery-close-countdown"
            />
          </span>
          {issue.serverSeedHash && (
            <span className="lottery-hash">
              {t('lottery_seed_hash')} <code data-testid="lottery-seed-hash">{issue.serverSeedHash}</code>
            </span>
          )}
        </>
      ) : upcoming ? (
        <>
          <span data-testid="lottery-numero" data-state="upcoming">
            {t('lottery_issue', { numero: upcoming.numero })}
          </span>
          <span>
            <span aria-hidden="true">{t('lottery_opens_in')} </span>
            <Countdown
              closeAt={upcoming.openAt}
              clockOffsetMs={play.clockOffsetMs}
              testId="lottery-open-countdown"
              label={t('lottery_opens_in')}
              endedText={t('lottery_opening')}
            />
          </span>
        </>
      ) : (
        <span data-testid="lottery-no-issue">{t('lottery_no_open_issue')}</span>
      )}
      <p role="status" className="lottery-issue__status" data-testid="lottery-issue-status">
        {status}
      </p>
    </div>
  );
}
