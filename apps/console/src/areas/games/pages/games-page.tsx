import { GAME_CATEGORIES, type TOpsGame } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { fetchLanes, lanesKey } from '../api/game-vendors';
import { fetchGames, gamesKey } from '../api/games';
import { displayName } from './display-name';
import { GameEditDialog } from './game-edit-dialog';

const column = createColumnHelper<TOpsGame>();
const flag = (value: boolean, label: string, tone: 'good' | 'warn') =>
  value ? <StatusBadge label={label} tone={tone} /> : null;

/** The merchant's games by vendor and category: hot flag, maintenance, enabled, order and group. */
export default function GamesPage() {
  const { t, i18n } = useTranslation('games');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TOpsGame | null>(null);
  // The vendor filter offers the vendors that have a lane; the route takes any vendor code.
  const lanes = useQuery({
    queryKey: lanesKey(merchant),
    queryFn: ({ signal }) => fetchLanes(merchant, signal),
  });
  const vendorOptions = [...new Set((lanes.data ?? []).map((lane) => lane.vassalage))]
    .sort()
    .map((vassalage) => ({ value: vassalage, label: vassalage }));
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('games.id') }),
      column.accessor('vassalage', { header: t('games.vendor') }),
      column.accessor('code', { header: t('games.code') }),
      column.accessor((row) => displayName(row.names, i18n.language), {
        id: 'name',
        header: t('games.name'),
      }),
      column.accessor('gameCategory', {
        header: t('games.category'),
        cell: (c) => t(`categories.${c.getValue()}`),
        meta: { csv: (row) => row.gameCategory },
      }),
      column.accessor('gameType', { header: t('games.type') }),
      column.accessor('groupCode', { header: t('games.group') }),
      column.accessor('isHot', {
        header: t('games.hot'),
        cell: (c) => flag(c.getValue(), t('games.hotBadge'), 'good'),
        meta: { csv: (row) => String(row.isHot) },
      }),
      column.accessor('isMaintenance', {
        header: t('games.maintenance'),
        cell: (c) => flag(c.getValue(), t('games.maintenanceBadge'), 'warn'),
        meta: { csv: (row) => String(row.isMaintenance) },
      }),
      column.accessor('isEnabled', {
        header: t('games.enabled'),
        cell: (c) => (c.getValue() ? t('yes') : <StatusBadge label={t('games.disabledBadge')} tone="bad" />),
        meta: { csv: (row) => String(row.isEnabled) },
      }),
      column.accessor('sortOrder', { header: t('games.sortOrder'), meta: { align: 'end' } }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => (
                <Button
                  onClick={() => setEditing(c.row.original)}
                  aria-label={`${t('games.edit')}: ${c.row.original.vassalage} ${c.row.original.code}`}
                >
                  {t('games.edit')}
                </Button>
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite],
  );
  return (
    <>
      <PageHeader title={t('games.title')}>
        <p className="page-lead">{t('games.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('games.title')}
        queryKey={gamesKey(merchant)}
        fetchPage={fetchGames(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'vassalage', label: t('games.vendor'), type: 'select', options: vendorOptions },
          {
            id: 'gameCategory',
            label: t('games.category'),
            type: 'select',
            options: GAME_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            })),
          },
        ]}
        csvFileName={`games-${merchant}`}
      />
      {editing ? (
        <GameEditDialog merchant={merchant} game={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
