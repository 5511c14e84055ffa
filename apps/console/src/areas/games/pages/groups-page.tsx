import { GAME_CATEGORIES, type TOpsGameGroup } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchGameGroups, gameGroupsKey, saveGameGroups } from '../api/game-groups';
import { GroupDialog } from './group-dialog';

const column = createColumnHelper<TOpsGameGroup>();

/** Game groups: the headings games are listed under inside a category. The route saves the whole set. */
export default function GroupsPage() {
  const { t } = useTranslation('games');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TOpsGameGroup | 'new' | null>(null);
  const [removing, setRemoving] = useState<TOpsGameGroup | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('code', { header: t('groups.code'), enableSorting: true }),
      column.accessor('gameCategory', {
        header: t('groups.category'),
        cell: (c) => t(`categories.${c.getValue()}`),
        enableSorting: true,
        meta: { csv: (row) => row.gameCategory },
      }),
      column.accessor((row) => row.labelNames.TW ?? '', { id: 'nameTW', header: t('groups.nameTW') }),
      column.accessor((row) => row.labelNames.EN ?? '', { id: 'nameEN', header: t('groups.nameEN') }),
      column.accessor('sortOrder', {
        header: t('groups.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => (
                <div className="row-actions">
                  <Button
                    onClick={() => setEditing(c.row.original)}
                    aria-label={`${t('groups.edit')}: ${c.row.original.code}`}
                  >
                    {t('groups.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => setRemoving(c.row.original)}
                    aria-label={`${t('groups.remove')}: ${c.row.original.code}`}
                  >
                    {t('groups.remove')}
                  </Button>
                </div>
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
        title={t('groups.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('groups.add')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('groups.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('groups.title')}
        queryKey={gameGroupsKey(merchant)}
        fetchPage={pageLocally(
          (signal) => fetchGameGroups(merchant, signal),
          (group, filters) => !filters.gameCategory || group.gameCategory === filters.gameCategory,
        )}
        columns={columns}
        getRowId={(row) => row.code}
        filters={[
          {
            id: 'gameCategory',
            label: t('groups.category'),
            type: 'select',
            options: GAME_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            })),
          },
        ]}
        csvFileName={`game-groups-${merchant}`}
      />
      {editing ? (
        <GroupDialog
          merchant={merchant}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ActionDialog
          title={`${t('groups.remove')}: ${removing.code}`}
          isOpen
          onClose={() => setRemoving(null)}
          run={async () => {
            // The route replaces the whole set: read it fresh so another operator's change is not undone.
            const current = await fetchGameGroups(merchant);
            return saveGameGroups(
              merchant,
              current.filter((group) => group.code !== removing.code),
            );
          }}
          invalidates={[gameGroupsKey(merchant)]}
          reason="none"
          confirmLabel={t('groups.remove')}
          variant="danger"
        >
          <p>{t('groups.removeHelp')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
