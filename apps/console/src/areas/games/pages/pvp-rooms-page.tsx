import type { TOpsPvpRoom } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMinorUnits } from '../../../lib/format';
import { fetchGamesOfCategory } from '../api/games';
import { fetchPvpRooms, pvpRoomsKey, savePvpRooms, toRoomSave } from '../api/pvp-rooms';
import { RoomDialog } from './room-dialog';

const column = createColumnHelper<TOpsPvpRoom>();

/** The rooms of the PvP games (minimum bet, seats). Rooms are closed, never deleted. */
export default function PvpRoomsPage() {
  const { t } = useTranslation('games');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TOpsPvpRoom | 'new' | null>(null);
  const [switching, setSwitching] = useState<TOpsPvpRoom | null>(null);
  const pvpGames = useQuery({
    queryKey: ['games', merchant, 'pvp-games'],
    queryFn: ({ signal }) => fetchGamesOfCategory(merchant, 'PVP', signal),
  });
  const gameOptions = (pvpGames.data?.items ?? []).map((game) => ({
    value: game.id,
    label: `${game.vassalage} ${game.code}`,
  }));
  const gameLabel = useMemo(() => {
    const labels = new Map(
      (pvpGames.data?.items ?? []).map((game) => [game.id, `${game.vassalage} ${game.code}`]),
    );
    return (gameId: string) => labels.get(gameId) ?? `#${gameId}`;
  }, [pvpGames.data]);
  const columns = useMemo(
    () => [
      column.accessor('roomCode', { header: t('rooms.code'), enableSorting: true }),
      column.accessor((row) => gameLabel(row.gameId), { id: 'game', header: t('rooms.game') }),
      column.accessor((row) => row.names.TW ?? '', { id: 'nameTW', header: t('rooms.nameTW') }),
      column.accessor((row) => row.names.EN ?? '', { id: 'nameEN', header: t('rooms.nameEN') }),
      column.accessor('minBetMinor', {
        header: t('rooms.minBet'),
        cell: (c) => formatMinorUnits(c.getValue()),
        enableSorting: true,
        meta: { align: 'end', csv: (row) => String(row.minBetMinor) },
      }),
      column.accessor('seats', { header: t('rooms.seats'), meta: { align: 'end' } }),
      column.accessor('isEnabled', {
        header: t('rooms.state'),
        cell: (c) =>
          c.getValue() ? (
            <StatusBadge label={t('rooms.open')} tone="good" />
          ) : (
            <StatusBadge label={t('rooms.closed')} tone="neutral" />
          ),
        meta: { csv: (row) => String(row.isEnabled) },
      }),
      column.accessor('sortOrder', {
        header: t('rooms.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => {
                const room = c.row.original;
                const action = room.isEnabled ? 'close' : 'reopen';
                return (
                  <div className="row-actions">
                    <Button
                      onClick={() => setEditing(room)}
                      aria-label={`${t('rooms.edit')}: ${room.roomCode}`}
                    >
                      {t('rooms.edit')}
                    </Button>
                    <Button
                      variant={room.isEnabled ? 'danger' : 'secondary'}
                      onClick={() => setSwitching(room)}
                      aria-label={`${t(`rooms.${action}`)}: ${room.roomCode}`}
                    >
                      {t(`rooms.${action}`)}
                    </Button>
                  </div>
                );
              },
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite, gameLabel],
  );
  const switchAction = switching?.isEnabled ? 'close' : 'reopen';
  return (
    <>
      <PageHeader
        title={t('rooms.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('rooms.add')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('rooms.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('rooms.title')}
        queryKey={pvpRoomsKey(merchant)}
        fetchPage={pageLocally((signal) => fetchPvpRooms(merchant, signal))}
        columns={columns}
        getRowId={(row) => row.roomCode}
        csvFileName={`pvp-rooms-${merchant}`}
      />
      {editing ? (
        <RoomDialog
          merchant={merchant}
          room={editing === 'new' ? null : editing}
          gameOptions={gameOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {switching ? (
        <ActionDialog
          title={`${t(`rooms.${switchAction}`)}: ${switching.roomCode}`}
          isOpen
          onClose={() => setSwitching(null)}
          run={async () => {
            // The route closes rooms left out, so every room goes back as the server has it now.
            const current = await fetchPvpRooms(merchant);
            return savePvpRooms(
              merchant,
              current.map((room) =>
                room.roomCode === switching.roomCode
                  ? { ...toRoomSave(room), isEnabled: !switching.isEnabled }
                  : toRoomSave(room),
              ),
            );
          }}
          invalidates={[pvpRoomsKey(merchant)]}
          reason="none"
          confirmLabel={t(`rooms.${switchAction}`)}
          variant={switching.isEnabled ? 'danger' : 'primary'}
        >
          <p>{t(`rooms.${switchAction}Help`)}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
