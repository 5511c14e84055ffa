import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { fetchOdds, oddsKey, type TOpsOddsAnswer } from '../api/lottery-odds';
import { lotteryPaths } from './lottery-links';
import { OddsVersionDialog } from './odds-version-dialog';
import { OddsVersionView } from './odds-version-view';
import { oddsRowsOf, type TOddsRow } from './odds-rows';

type TVersionSummary = TOpsOddsAnswer['versions'][number];
const priceColumn = createColumnHelper<TOddsRow>();
const versionColumn = createColumnHelper<TVersionSummary>();

/** A game's odds sold now, its earlier versions, and a new version (owners). Placed bets keep their odds. */
export default function OddsPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const gameCode = useParams().gameCode ?? '';
  const canWrite = useCanWrite();
  const [isWriting, setIsWriting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const odds = useQuery({
    queryKey: oddsKey(merchant, gameCode),
    queryFn: ({ signal }) => fetchOdds(merchant, gameCode, signal),
  });
  const byOperator = useCallback(
    (createdBy: string | null) =>
      createdBy === null ? t('odds.defaultTable') : t('operatorNo', { id: createdBy }),
    [t],
  );
  const priceColumns = useMemo(
    () => [
      priceColumn.accessor('betCode', { header: t('odds.betCode'), enableSorting: true }),
      priceColumn.accessor('betName', { header: t('odds.betName') }),
      priceColumn.accessor('prize', { header: t('odds.prize') }),
      priceColumn.accessor('price', { header: t('odds.price'), meta: { align: 'end' } }),
    ],
    [t],
  );
  const versionColumns = useMemo(
    () => [
      versionColumn.accessor('version', { header: t('odds.version'), meta: { align: 'end' } }),
      versionColumn.accessor('label', { header: t('odds.label') }),
      versionColumn.accessor((row) => byOperator(row.createdBy), {
        id: 'createdBy',
        header: t('odds.createdBy'),
      }),
      versionColumn.accessor('createdAt', {
        header: t('odds.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      versionColumn.display({
        id: 'view',
        header: t('actions'),
        cell: (c) => (
          <Button
            onClick={() => setViewing(c.row.original.version)}
            aria-label={`${t('odds.view')}: ${t('odds.versionNo', { version: c.row.original.version })}`}
          >
            {t('odds.view')}
          </Button>
        ),
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, byOperator],
  );
  const current = odds.data?.current;
  return (
    <>
      <PageHeader
        title={t('odds.title', { game: gameCode })}
        actions={
          canWrite && current ? (
            <Button variant="primary" onClick={() => setIsWriting(true)}>
              {t('odds.newVersion')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('odds.lead')}</p>
        <Link to={lotteryPaths.games(merchant)}>{t('backToGames')}</Link>
      </PageHeader>
      <ErrorNote error={odds.error} />
      {current ? (
        <dl className="facts">
          <dt>{t('odds.currentVersion')}</dt>
          <dd>
            {t('odds.versionNo', { version: current.version })} · {current.label}
          </dd>
          <dt>{t('odds.createdBy')}</dt>
          <dd>
            {byOperator(current.createdBy)} · {formatDateTime(current.createdAt)}
          </dd>
        </dl>
      ) : null}
      <h2>{t('odds.pricesTitle')}</h2>
      <DataTable
        caption={t('odds.pricesTitle')}
        queryKey={[...oddsKey(merchant, gameCode), 'prices']}
        fetchPage={pageLocally(
          async (signal) => oddsRowsOf((await fetchOdds(merchant, gameCode, signal)).current.odds),
          (row, filters) => !filters.betCode || row.betCode.includes(filters.betCode.toUpperCase()),
        )}
        columns={priceColumns}
        getRowId={(row) => `${row.betCode}:${row.prize}`}
        filters={[{ id: 'betCode', label: t('odds.betCode'), type: 'text' }]}
        csvFileName={`lottery-odds-${merchant}-${gameCode}`}
      />
      <h2>{t('odds.versionsTitle')}</h2>
      <DataTable
        caption={t('odds.versionsTitle')}
        stateKey="v."
        queryKey={[...oddsKey(merchant, gameCode), 'versions']}
        fetchPage={pageLocally(async (signal) => (await fetchOdds(merchant, gameCode, signal)).versions)}
        columns={versionColumns}
        getRowId={(row) => String(row.version)}
      />
      {isWriting && current ? (
        <OddsVersionDialog
          merchant={merchant}
          gameCode={gameCode}
          current={current}
          onClose={() => setIsWriting(false)}
        />
      ) : null}
      {viewing !== null ? (
        <OddsVersionView
          merchant={merchant}
          gameCode={gameCode}
          version={viewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}
