import { ZLotteryIssueStatus, type TOpsLotteryIssue } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { lotteryKey } from '../api/lottery-base';
import { cancelIssue, fetchIssues, issuesKey } from '../api/lottery-issues';
import { resultSummary, stationName } from './draw-text';
import { lotteryGameName, lotteryPaths } from './lottery-links';
import { ISSUE_TONES } from './issue-tones';
import { useLotteryGame } from './use-lottery-game';

const column = createColumnHelper<TOpsLotteryIssue>();
/** What may still be cancelled (a settled draw stands; the server also refuses one whose settlement began). */
const CANCELLABLE = new Set(['OPEN', 'CLOSED', 'DRAWN']);

/** A game's issues, newest draw first: their times, status, results and entries; cancel one (owners). */
export default function IssuesPage() {
  const { t, i18n } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const gameCode = useParams().gameCode ?? '';
  const canWrite = useCanWrite();
  const { game, error } = useLotteryGame(merchant, gameCode);
  const [cancelling, setCancelling] = useState<TOpsLotteryIssue | null>(null);
  const isDrawnInHouse = game?.resultSource === 'INHOUSE';
  const columns = useMemo(
    () => [
      column.accessor('numero', { header: t('issues.numero') }),
      column.accessor((row) => row.stationIds.map((id) => stationName(id, '')).join(', '), {
        id: 'stations',
        header: t('issues.stations'),
      }),
      column.accessor('closeAt', { header: t('issues.closeAt'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('drawAt', { header: t('issues.drawAt'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('status', {
        header: t('issues.status'),
        cell: (c) => <StatusBadge label={t(`statuses.${c.getValue()}`)} tone={ISSUE_TONES[c.getValue()]} />,
        meta: { csv: (row) => row.status },
      }),
      column.accessor(
        (row) =>
          row.results
            .map((result) =>
              row.results.length > 1
                ? `${stationName(result.stationId, '')}: ${resultSummary(result.result)}`
                : resultSummary(result.result),
            )
            .join(' · '),
        { id: 'result', header: t('issues.result') },
      ),
      column.accessor((row) => row.entries.length, {
        id: 'entries',
        header: t('issues.entries'),
        meta: { align: 'end' },
      }),
      column.accessor((row) => row.cancelReason ?? row.lastFeedError ?? '', {
        id: 'note',
        header: t('issues.note'),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        cell: (c) => {
          const issue = c.row.original;
          return (
            <div className="row-actions">
              {isDrawnInHouse ? null : (
                <Link
                  to={lotteryPaths.results(merchant, issue.id)}
                  aria-label={`${t('issues.results')}: ${issue.numero}`}
                >
                  {t('issues.results')}
                </Link>
              )}
              <Link
                to={lotteryPaths.liability(merchant, issue.id)}
                aria-label={`${t('issues.liability')}: ${issue.numero}`}
              >
                {t('issues.liability')}
              </Link>
              {canWrite && CANCELLABLE.has(issue.status) ? (
                <Button
                  variant="danger"
                  onClick={() => setCancelling(issue)}
                  aria-label={`${t('issues.cancel')}: ${issue.numero}`}
                >
                  {t('issues.cancel')}
                </Button>
              ) : null}
            </div>
          );
        },
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, canWrite, merchant, isDrawnInHouse],
  );
  const title = t('issues.title', {
    game: game ? lotteryGameName(game.names, i18n.language, gameCode) : gameCode,
  });
  return (
    <>
      <PageHeader title={title}>
        <p className="page-lead">{t(isDrawnInHouse ? 'issues.leadInHouse' : 'issues.lead')}</p>
        <Link to={lotteryPaths.games(merchant)}>{t('backToGames')}</Link>
      </PageHeader>
      <ErrorNote error={error} />
      <DataTable
        caption={title}
        queryKey={issuesKey(merchant, gameCode)}
        fetchPage={fetchIssues(merchant, gameCode)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          {
            id: 'status',
            label: t('issues.status'),
            type: 'select',
            options: ZLotteryIssueStatus.options.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          },
        ]}
        csvFileName={`lottery-issues-${merchant}-${gameCode}`}
      />
      {cancelling ? (
        <ActionDialog
          title={`${t('issues.cancel')}: ${gameCode} ${cancelling.numero}`}
          isOpen
          onClose={() => setCancelling(null)}
          run={(reason) => cancelIssue(merchant, cancelling.id, reason ?? '')}
          invalidates={[lotteryKey(merchant)]}
          reason="required"
          confirmLabel={t('issues.cancel')}
          variant="danger"
        >
          <p>{t('issues.cancelHelp')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
