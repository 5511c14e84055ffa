import { findLotteryBetType } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { capsKey, deleteCap, fetchCaps, type TOpsNumberCap } from '../api/lottery-odds';
import { CapDialog } from './cap-dialog';
import { lotteryPaths } from './lottery-links';

const column = createColumnHelper<TOpsNumberCap>();
const MODE_TONES = { HALF_PAY: 'warn', CLOSED: 'bad', LIMIT: 'warn' } as const;

/** A game's capped numbers: half pay, closed to bets, or a liability limit of their own. */
export default function CapsPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const gameCode = useParams().gameCode ?? '';
  const canWrite = useCanWrite();
  const [isAdding, setIsAdding] = useState(false);
  const [lifting, setLifting] = useState<TOpsNumberCap | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('betCode', { header: t('caps.betCode'), enableSorting: true }),
      column.accessor((row) => findLotteryBetType(row.betCode)?.name ?? '', {
        id: 'betName',
        header: t('caps.betName'),
      }),
      column.accessor('pick', { header: t('caps.pick'), enableSorting: true }),
      column.accessor('mode', {
        header: t('caps.mode'),
        cell: (c) => <StatusBadge label={t(`caps.modes.${c.getValue()}`)} tone={MODE_TONES[c.getValue()]} />,
        meta: { csv: (row) => row.mode },
      }),
      column.accessor('liabilityCapMinor', {
        header: t('caps.liabilityCap'),
        cell: (c) => (c.getValue() === null ? '' : formatMinorUnits(c.getValue())),
        meta: { align: 'end', csv: (row) => String(row.liabilityCapMinor ?? '') },
      }),
      column.accessor('updatedAt', {
        header: t('caps.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => (
                <Button
                  variant="danger"
                  onClick={() => setLifting(c.row.original)}
                  aria-label={`${t('caps.lift')}: ${c.row.original.betCode} ${c.row.original.pick}`}
                >
                  {t('caps.lift')}
                </Button>
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  return (
    <>
      <PageHeader
        title={t('caps.title', { game: gameCode })}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsAdding(true)}>
              {t('caps.add')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('caps.lead')}</p>
        <Link to={lotteryPaths.games(merchant)}>{t('backToGames')}</Link>
      </PageHeader>
      <DataTable
        caption={t('caps.title', { game: gameCode })}
        queryKey={capsKey(merchant, gameCode)}
        fetchPage={pageLocally(
          (signal) => fetchCaps(merchant, gameCode, signal),
          (cap, filters) => !filters.betCode || cap.betCode.includes(filters.betCode.toUpperCase()),
        )}
        columns={columns}
        getRowId={(row) => `${row.betCode}:${row.pick}`}
        filters={[{ id: 'betCode', label: t('caps.betCode'), type: 'text' }]}
        csvFileName={`lottery-caps-${merchant}-${gameCode}`}
        emptyText={t('caps.empty')}
      />
      {isAdding ? (
        <CapDialog merchant={merchant} gameCode={gameCode} onClose={() => setIsAdding(false)} />
      ) : null}
      {lifting ? (
        <ActionDialog
          title={`${t('caps.lift')}: ${lifting.betCode} ${lifting.pick}`}
          isOpen
          onClose={() => setLifting(null)}
          run={() => deleteCap(merchant, gameCode, lifting.betCode, lifting.pick)}
          invalidates={[capsKey(merchant, gameCode)]}
          reason="none"
          confirmLabel={t('caps.lift')}
          variant="danger"
        >
          <p>{t('caps.liftHelp')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
