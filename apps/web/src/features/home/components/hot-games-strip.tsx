import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useBootData } from '../../../lib/boot-data';
import { useHotGames } from '../../games/api/get-hot-games';
import { GameGrid } from '../../games/components/game-grid';

/** How many hot games the home page shows; the rest are one click away on /hot. */
const HOME_HOT_GAMES = 12;

/** The merchant's hot games on the home page (hidden while there are none). */
export function HotGamesStrip() {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBootData();
  const hot = useHotGames({ merchantCode: whitelabel.merchantCode, language: i18n.language });
  const games = hot.data?.list.slice(0, HOME_HOT_GAMES) ?? [];
  if (games.length === 0) return null;
  return (
    <section className="home-hot" aria-labelledby="home-hot-title">
      <div className="home-hot__header">
        <h2 id="home-hot-title" className="section-title">
          {t('nav_hot_games')}
        </h2>
        <Link to={paths.hot()}>{t('notices_more')}</Link>
      </div>
      <GameGrid games={games} testId="home-hot-games" isCompact />
    </section>
  );
}
