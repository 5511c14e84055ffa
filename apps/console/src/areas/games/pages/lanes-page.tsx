import { GAME_CATEGORIES, type TOpsListedLane } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { fetchLanes, lanesKey } from '../api/game-vendors';
import { LaneDialog } from './lane-dialog';

const column = createColumnHelper<TOpsListedLane>();

/** A vendor's card in a category of the game menu (its lane): name, image, hot, maintenance, enabled, order. */
export default function LanesPage() {
  const { t } = useTranslation('games');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TOpsListedLane | 'new' | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('vassalage', { header: t('lanes.vendor'), enableSorting: true }),
      column.accessor('gameCategory', {
        header: t('lanes.category'),
        cell: (c) => t(`categories.${c.getValue()}`),
        enableSorting: true,
        meta: { csv: (row) => row.gameCategory },
      }),
      column.accessor('displayName', { header: t('lanes.displayName'), enableSorting: true }),
      column.accessor('isHot', {
        header: t('lanes.hot'),
        cell: (c) => (c.getValue() ? <StatusBadge label={t('games.hotBadge')} tone="good" /> : null),
        meta: { csv: (row) => String(row.isHot) },
      }),
      column.accessor('isMaintenance', {
        header: t('lanes.maintenance'),
        cell: (c) => (c.getValue() ? <StatusBadge label={t('games.maintenanceBadge')} tone="warn" /> : null),
        meta: { csv: (row) => String(row.isMaintenance) },
      }),
      column.accessor('isEnabled', {
        header: t('lanes.enabled'),
        cell: (c) => (c.getValue() ? t('yes') : <StatusBadge label={t('games.disabledBadge')} tone="bad" />),
        meta: { csv: (row) => String(row.isEnabled) },
      }),
      column.accessor('playerReach', {
        header: t('lanes.playerReach'),
        // The site lists nothing of a lane nobody can launch: say so where the operator configures it.
        cell: (c) =>
          c.getValue() === 'HIDDEN' ? (
            <StatusBadge label={t('lanes.reach.HIDDEN')} tone="warn" />
          ) : (
            t(`lanes.reach.${c.getValue()}`)
          ),
        meta: { csv: (row) => row.playerReach },
      }),
      column.accessor('imagePath', { header: t('lanes.imagePath') }),
      column.accessor('sortOrder', {
        header: t('lanes.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => (
                <Button
                  onClick={() => setEditing(c.row.original)}
                  aria-label={`${t('lanes.edit')}: ${c.row.original.vassalage} ${t(`categories.${c.row.original.gameCategory}`)}`}
                >
                  {t('lanes.edit')}
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
        title={t('lanes.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('lanes.add')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('lanes.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('lanes.title')}
        queryKey={lanesKey(merchant)}
        fetchPage={pageLocally(
          (signal) => fetchLanes(merchant, signal),
          (lane, filters) =>
            (!filters.gameCategory || lane.gameCategory === filters.gameCategory) &&
            (!filters.vassalage || lane.vassalage.includes(filters.vassalage.toUpperCase())),
        )}
        columns={columns}
        getRowId={(row) => `${row.vassalage}:${row.gameCategory}`}
        filters={[
          { id: 'vassalage', label: t('lanes.vendor'), type: 'text' },
          {
            id: 'gameCategory',
            label: t('lanes.category'),
            type: 'select',
            options: GAME_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            })),
          },
        ]}
        csvFileName={`vendor-lanes-${merchant}`}
      />
      {editing ? (
        <LaneDialog
          merchant={merchant}
          lane={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
