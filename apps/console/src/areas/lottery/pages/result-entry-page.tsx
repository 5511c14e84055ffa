import { LOTTERY_FAMILIES, type TLotteryFamily } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSessionStore } from '../../../lib/session-store';
import { entriesKey, fetchResultEntries } from '../api/lottery-issues';
import { stationName } from './draw-text';
import { ISSUE_TONES } from './issue-tones';
import { lotteryGameName, lotteryPaths } from './lottery-links';
import { StationEntry } from './station-entry';
import { useLotteryGame } from './use-lottery-game';
import '../../../styles/lottery.css';

const isFamily = (family: string | undefined): family is TLotteryFamily =>
  (LOTTERY_FAMILIES as readonly string[]).includes(family ?? '');

/**
 * An official issue's result, entered by two operators: the first entry waits, a different operator's matching
 * entry draws the station, and differing entries are kept without drawing anything.
 */
export default function ResultEntryPage() {
  const { t, i18n } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const issueId = useParams().issueId ?? '';
  const canWrite = useCanWrite();
  const myOperatorId = useSessionStore((s) => s.operator?.id);
  const entries = useQuery({
    queryKey: entriesKey(merchant, issueId),
    queryFn: ({ signal }) => fetchResultEntries(merchant, issueId, signal),
  });
  const issue = entries.data;
  const { game } = useLotteryGame(merchant, issue?.gameCode);
  const family = isFamily(game?.family) ? game.family : undefined;
  const isInHouse = issue?.resultSource === 'INHOUSE';
  // The server takes entries once the issue has closed (an open one past its close time is closed by the entry).
  const isTakingEntries = issue?.status === 'CLOSED' || issue?.status === 'OPEN';
  const gameName = issue
    ? game
      ? lotteryGameName(game.names, i18n.language, issue.gameCode)
      : issue.gameCode
    : '';
  return (
    <>
      <PageHeader
        title={
          issue ? t('results.title', { game: gameName, numero: issue.numero }) : t('results.titleLoading')
        }
      >
        <p className="page-lead">{t('results.lead')}</p>
        {issue ? (
          <p>
            <StatusBadge label={t(`statuses.${issue.status}`)} tone={ISSUE_TONES[issue.status]} />{' '}
            <Link to={lotteryPaths.issues(merchant, issue.gameCode)}>{t('results.backToIssues')}</Link>
          </p>
        ) : null}
      </PageHeader>
      <ErrorNote error={entries.error} />
      {issue && isInHouse ? <p className="note">{t('results.inHouse')}</p> : null}
      {issue && !isInHouse && issue.status === 'OPEN' ? (
        <p className="note">{t('results.stillOpen')}</p>
      ) : null}
      {issue && !isInHouse && !isTakingEntries && issue.status !== 'DRAWN' && issue.status !== 'SETTLED' ? (
        <p className="note">{t('results.notTaking', { status: t(`statuses.${issue.status}`) })}</p>
      ) : null}
      {issue
        ? issue.stations.map((station) => (
            <StationEntry
              key={station.stationId}
              merchant={merchant}
              issueId={issueId}
              station={station}
              label={stationName(station.stationId, t('results.theResult'))}
              family={family}
              myOperatorId={myOperatorId}
              canEnter={canWrite && !isInHouse && isTakingEntries}
            />
          ))
        : null}
    </>
  );
}
