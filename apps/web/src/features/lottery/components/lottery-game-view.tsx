import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { lotteryGameName } from '../api/get-lottery-games';
import { useLotteryPlay } from '../api/get-lottery-play';
import { isLotteryView, LOTTERY_VIEWS, type TLotteryView } from '../lottery-paths';
import { ROUTES } from '../../../app/paths';
import { BetPanel } from './bet-panel';
import { MyBets } from './my-bets';
import { ResultsHistory } from './results-history';
import { SimulatedBadge } from './simulated-badge';

/** One game, opened by `/lottery?gameCode=…&playType=…`: betting, its results, and the member's bets. */
export function LotteryGameView({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: TLotteryView = isLotteryView(requested) ? requested : 'bet';
  const playType = searchParams.get('playType');
  const play = useLotteryPlay(gameCode);
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
          to={ROUTES.lottery.path}
          className="button button--ghost button--small"
          data-testid="lottery-back"
        >
          {t('lottery_back_to_lobby')}
        </Link>
        <h2 className="lottery-game__name">
          {play.data ? lotteryGameName(play.data.game, i18n.language) : gameCode}
        </h2>
        {play.data?.game.isSimulated && <SimulatedBadge />}
        <dl className="lottery-page__selection" aria-label={t('lottery_selection')}>
          <div>
            <dt>{t('lottery_game_code')}</dt>
            <dd data-testid="lottery-game-code">{gameCode}</dd>
          </div>
          {playType && (
            <div>
              <dt>{t('lottery_play_type')}</dt>
              <dd data-testid="lottery-play-type">{playType}</dd>
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
        ) : play.isPending ? (
          <Spinner />
        ) : play.error ? (
          <EmptyState icon="warning" message={t(errorMessageKey(play.error))} />
        ) : play.data.game.isSuspended ? (
          <EmptyState icon="lottery" message={t('lottery_game_suspended')} />
        ) : (
          <BetPanel key={gameCode} play={play.data} />
        )}
      </div>
    </div>
  );
}
