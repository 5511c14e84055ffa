import type { TGameCard } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LazyImage } from '../../../components/ui/lazy-image';

type TGameCardProps = {
  game: TGameCard;
  isFavourite: boolean;
  isLaunching: boolean;
  onOpen: (game: TGameCard) => void;
  onToggleFavourite: (game: TGameCard) => void;
};

/** One game: picture (lazy, from an image CDN), name, vendor, hot and maintenance badges, favourite heart. */
export function GameCard({ game, isFavourite, isLaunching, onOpen, onToggleFavourite }: TGameCardProps) {
  const { t } = useTranslation();
  // A vendor card (VASSALAGE) opens a list of games; only a game can be a favourite.
  const isVendorCard = game.isGame === 'VASSALAGE';
  return (
    <li
      className="game-card"
      data-testid={`game-card-${game.code}`}
      data-game-id={game.gameId}
      data-maintenance={game.isMaintenance}
    >
      <button
        type="button"
        className="game-card__open"
        data-testid={`game-open-${game.code}`}
        aria-busy={isLaunching}
        aria-haspopup={isVendorCard ? 'dialog' : undefined}
        disabled={isLaunching}
        onClick={() => onOpen(game)}
      >
        <span className="game-card__picture">
          {game.imageUrl ? (
            <LazyImage src={game.imageUrl} alt="" width={4} height={3} />
          ) : (
            <Icon name={isVendorCard ? 'cards' : 'slots'} size={40} />
          )}
        </span>
        <span className="game-card__name">{game.displayName}</span>
        <span className="game-card__vendor">{game.vassalage}</span>
        {isLaunching && <span className="visually-hidden">{t('game_launching')}</span>}
      </button>
      <span className="game-card__badges">
        {game.isHot === 1 && (
          <span className="game-card__badge game-card__badge--hot" data-testid="game-badge-hot">
            {t('game_badge_hot')}
          </span>
        )}
        {game.isMaintenance && (
          <span
            className="game-card__badge game-card__badge--maintenance"
            data-testid="game-badge-maintenance"
          >
            {t('game_badge_maintenance')}
          </span>
        )}
      </span>
      {!isVendorCard && (
        <button
          type="button"
          className="game-card__favourite"
          data-testid={`game-favourite-${game.code}`}
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'game_favourite_remove' : 'game_favourite_add', {
            name: game.displayName,
          })}
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="heart" size={18} />
        </button>
      )}
    </li>
  );
}
