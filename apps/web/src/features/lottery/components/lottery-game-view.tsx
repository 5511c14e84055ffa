import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { lotteryGameName, useLotteryGames } from '../api/get-lottery-games';
import { useLotteryPlay } from '../api/get-lottery-play';
import { resolvePlayType } from '../bet-type-catalogue';
import type { TLotteryRoute } from '../lottery-areas';
import { isLotteryView, LOTTERY_VIEWS, lotteryLobbyPath, type TLotteryView } from '../lottery-paths';
import { useBetTypeName } from './bet-type-name';
import { BetPanel } from './bet-panel';
import { MyBets } from './my-bets';
import { ResultsHistory } from './results-history';
import { SimulatedBadge } from './simulated-badge';

/** One game, opened by `/lottery?gameCode=…&playType=…`: betting, its results, and the member's bets. */
export function LotteryGameView({ gameCode, routeName }: { gameCode: string; routeName: TLotteryRoute }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const betTypeName = useBetTypeName();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: TLotteryView = isLotteryView(requested) ? requested : 'bet';
  const playType = searchParams.get('playType');
  const play = useLotteryPlay(gameCode);
  const games = useLotteryGames();
  const game = play.data?.game ?? games.data?.games.find((g) => g.gameCode === gameCode);
  const gameName = game ? lotteryGameName(game, i18n.language) : gameCode;
  const betCodes = play.data?.betTypes.map((offer) => offer.betCode) ?? [];
  const betCode = game && playType ? resolvePlayType(playType, game.engineCode, betCodes) : null;
  const selectView = (id: string) =>
    setSearchParams(
      (params) => {
        if (id === 'bet') params.delete('view');
        else params.set('view', id);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="lottery-game" data-testid="lottery-game-view">
      <div className="lottery-game__head">
        <Link
          to={lotteryLobbyPath(location, routeName, game?.area)}
          className="button button--ghost button--small"
          data-testid="lottery-back"
        >
          {t('lottery_back_to_lobby')}
        </Link>
        <h2 className="lottery-game__name">{gameName}</h2>
        {play.data?.game.isSimulated && <SimulatedBadge />}
        <dl className="lottery-page__selection" aria-label={t('lottery_selection')}>
          <div>
            <dt>{t('lottery_game')}</dt>
            <dd data-testid="lottery-game-code" data-game-code={gameCode}>
              {gameName}
            </dd>
          </div>
          {playType && (
            <div>
              <dt>{t('lottery_play_type')}</dt>
              {/* The query's code is kept for links and tests; players read the bet type's name. */}
              <dd
                data-testid="lottery-play-type"
                data-play-type={playType}
                data-bet-code={betCode ?? undefined}
              >
                {betCode ? betTypeName(betCode) : '…'}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <Tabs
        label={t('lottery_views')}
        tabs={LOTTERY_VIEWS.map((id) => ({ id, label: t(`lottery_view_${id}`) }))}
        selectedId={view}
        onSelect={selectView}
        testIdPrefix="lottery-view-"
      />
      <div role="tabpanel" aria-label={t(`lottery_view_${view}`)} className="lottery-game__panel">
        {view === 'results' ? (
          <ResultsHistory gameCode={gameCode} />
        ) : view === 'mybets' ? (
          <MyBets />
        ) : play.data?.game.isSuspended ? (
          <EmptyState icon="lottery" message={t('lottery_game_suspended')} />
        ) : play.data ? (
          // A refetch that fails keeps the last answer on screen, and the slip with it.
          <BetPanel key={gameCode} play={play.data} />
        ) : play.error ? (
          <EmptyState icon="warning" message={t(errorMessageKey(play.error))} />
        ) : (
          <Spinner />
        )}
      </div>
    </div>
  );
}
