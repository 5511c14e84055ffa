import type { TGameCard } from '@kirin/contracts';
import { useCallback } from 'react';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { launchKeyOf } from '../api/launch-game';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useOpenGame } from '../use-launch-game';
import { GameCard } from './game-card';
import './games.css';

type TGameGridProps = { games: TGameCard[]; testId?: string; isCompact?: boolean };

/** Game cards that launch (or open a vendor's list) when chosen; the heart asks a guest to log in first. */
export function GameGrid({ games, testId, isCompact = false }: TGameGridProps) {
  const { open, launchingKey } = useOpenGame();
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const token = useSessionStore((s) => s.token);
  const openModal = useModalStore((s) => s.openModal);

  const { mutate: sendToggle } = toggleFavourite;
  const onToggleFavourite = useCallback(
    (game: TGameCard) => {
      if (token === null) openModal({ name: 'login' });
      else sendToggle({ gameId: game.gameId, isFavourite: favouriteIds.has(game.gameId) });
    },
    [token, openModal, sendToggle, favouriteIds],
  );

  return (
    <ul className={`game-grid${isCompact ? ' game-grid--compact' : ''}`} data-testid={testId}>
      {games.map((game) => (
        <GameCard
          key={`${game.vassalage}:${game.gameId}`}
          game={game}
          isFavourite={favouriteIds.has(game.gameId)}
          isLaunching={launchingKey === launchKeyOf({ gameId: game.gameId })}
          onOpen={open}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
}
