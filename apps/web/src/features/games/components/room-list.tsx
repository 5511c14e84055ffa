import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useModalStore } from '../../../lib/modal-store';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useRooms } from '../api/get-rooms';
import { launchKeyOf, launchTargetOfRoom } from '../api/launch-game';
import { useLaunchGame } from '../use-launch-game';
import { LoadFailure } from './load-failure';

/** The PvP rooms a member can join (GLS2_roomList); joining launches the room by its id. */
export function RoomList() {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.openModal);
  const rooms = useRooms({ language: i18n.language });
  const { launch, launchingKey } = useLaunchGame();

  const body = () => {
    if (!isLoggedIn)
      return (
        <EmptyState icon="spade" message={t('pvp_rooms_login')}>
          <Button onClick={() => openModal({ name: 'login' })}>{t('login')}</Button>
        </EmptyState>
      );
    if (rooms.isPending) return <Spinner />;
    if (rooms.isError)
      return (
        <LoadFailure error={rooms.error} onRetry={() => void rooms.refetch()} testId="pvp-rooms-error" />
      );
    if (rooms.data.list.length === 0) return <EmptyState icon="spade" message={t('pvp_rooms_empty')} />;
    return (
      <ul className="room-list">
        {rooms.data.list.map((room) => {
          const isLaunching = launchingKey === launchKeyOf({ roomId: room.roomId });
          return (
            <li key={room.roomId} className="room-list__room" data-testid={`pvp-room-${room.roomId}`}>
              <span className="room-list__name">{room.displayName}</span>
              <span className="room-list__facts">
                {[
                  t('pvp_room_min_bet', { amount: formatMinorUnits(room.minBetMinor) }),
                  room.maxBetMinor === null
                    ? null
                    : t('pvp_room_max_bet', { amount: formatMinorUnits(room.maxBetMinor) }),
                  room.playerCount === null
                    ? t('pvp_room_seats', { count: room.seats })
                    : t('pvp_room_players', { count: room.playerCount, seats: room.seats }),
                ]
                  .filter((fact) => fact !== null)
                  .join(' · ')}
              </span>
              <Button
                size="small"
                data-testid={`pvp-room-join-${room.roomId}`}
                aria-busy={isLaunching}
                disabled={isLaunching}
                onClick={() => launch(launchTargetOfRoom(room))}
              >
                {t('pvp_room_join')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className="game-section" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title" className="game-section__title">
        {t('pvp_rooms_title')}
      </h2>
      {body()}
    </section>
  );
}
