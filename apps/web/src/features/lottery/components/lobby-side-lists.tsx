import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { lotteryGameName } from '../api/get-lottery-games';
import { usePopularLottery } from '../api/get-popular-lottery';
import { useLotteryWinners } from '../api/get-lottery-winners';
import { useRecentLotteryGames } from '../api/get-recent-lottery-games';
import { useVnOpenNumeros, vnOpenNumerosQueryOptions } from '../api/get-vn-open-numeros';
import type { TLotteryArea, TLotteryPrizeMode } from '../lottery-areas';
import { useLotteryGamePath } from '../lottery-paths';
import { Countdown } from './countdown';
import { stationNameOf } from './prize-board';
import { SimulatedBadge } from './simulated-badge';
import { BetTypeName } from './bet-type-name';
import { useFormatDateTime } from '../../../lib/merchant-time';

function ListError({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="lottery-muted" data-testid={testId}>
      {t(errorMessageKey(error))}
    </p>
  );
}

/** Popular games by the last day's turnover. */
export function PopularGames({ prizeMode, area }: { prizeMode?: TLotteryPrizeMode; area: TLotteryArea }) {
  const { t, i18n } = useTranslation();
  const gamePath = useLotteryGamePath(area);
  const popular = usePopularLottery({ prizeMode, language: i18n.language });
  return (
    <section className="lottery-panel" aria-labelledby="lottery-popular-title">
      <h2 id="lottery-popular-title" className="lottery-panel__title">
        {t('lottery_popular')}
      </h2>
      {popular.isPending ? (
        <Spinner />
      ) : popular.error ? (
        <ListError error={popular.error} testId="lottery-popular-error" />
      ) : popular.data.games.length === 0 ? (
        <p className="lottery-muted">{t('lottery_popular_empty')}</p>
      ) : (
        <ol className="lottery-rank" data-testid="lottery-popular">
          {popular.data.games.map(({ game, betCount }) => (
            <li key={game.gameCode} data-testid={`lottery-popular-${game.gameCode}`}>
              <Link to={gamePath({ gameCode: game.gameCode })}>{lotteryGameName(game, i18n.language)}</Link>
              {game.isSimulated && <SimulatedBadge />}
              <span className="lottery-muted">{t('lottery_bet_count', { count: betCount })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Recent big wins: masked usernames, the game and the amount as the rest of the site writes money. */
export function WinnerBoard({ prizeMode }: { prizeMode?: TLotteryPrizeMode }) {
  const { t, i18n } = useTranslation();
  const winners = useLotteryWinners(prizeMode);
  return (
    <section className="lottery-panel" aria-labelledby="lottery-winners-title">
      <h2 id="lottery-winners-title" className="lottery-panel__title">
        {t('lottery_winners')}
      </h2>
      {winners.isPending ? (
        <Spinner />
      ) : winners.error ? (
        <ListError error={winners.error} testId="lottery-winners-error" />
      ) : winners.data.winners.length === 0 ? (
        <p className="lottery-muted">{t('lottery_winners_empty')}</p>
      ) : (
        <ul className="lottery-winners" data-testid="lottery-winners">
          {winners.data.winners.map((winner) => (
            <li
              key={`${winner.gameCode}-${winner.numero}-${winner.maskedUsername}-${winner.settledAt}`}
              data-testid="lottery-winner"
            >
              <span className="lottery-winners__name" data-testid="lottery-winner-name">
                {winner.maskedUsername}
              </span>
              <span className="lottery-muted">
                {lotteryGameName({ names: winner.names, gameCode: winner.gameCode }, i18n.language)} ·{' '}
                <BetTypeName code={winner.betCode} />
              </span>
              <strong className="money" data-testid="lottery-winner-amount">
                {formatMinorUnits(winner.payoutMinor)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The games this member bet on lately (members only; a guest sees nothing here). */
export function RecentGames({ area }: { area: TLotteryArea }) {
  const gamePath = useLotteryGamePath(area);
  const { t, i18n } = useTranslation();
  const recent = useRecentLotteryGames();
  if (recent.fetchStatus === 'idle' && recent.isPending) return null;
  return (
    <section className="lottery-panel" aria-labelledby="lottery-recent-title">
      <h2 id="lottery-recent-title" className="lottery-panel__title">
        {t('lottery_recent')}
      </h2>
      {recent.isPending ? (
        <Spinner />
      ) : recent.error ? (
        <ListError error={recent.error} testId="lottery-recent-error" />
      ) : recent.data.games.length === 0 ? (
        <p className="lottery-muted">{t('lottery_recent_empty')}</p>
      ) : (
        <ul className="lottery-chips" data-testid="lottery-recent">
          {recent.data.games.map((game) => (
            <li key={game.gameCode} data-testid={`lottery-recent-${game.gameCode}`}>
              <Link className="lottery-chip" to={gamePath({ gameCode: game.gameCode })}>
                {lotteryGameName(game, i18n.language)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's Vietnamese stations still taking bets, soonest close first, each with its countdown. */
export function VnStations({ area }: { area: TLotteryArea }) {
  const gamePath = useLotteryGamePath(area);
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const numeros = useVnOpenNumeros(true);
  if (numeros.isPending || numeros.error || numeros.data.numeros.length === 0) return null;
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: vnOpenNumerosQueryOptions().queryKey });
  return (
    <section className="lottery-panel" aria-labelledby="lottery-stations-title">
      <h2 id="lottery-stations-title" className="lottery-panel__title">
        {t('lottery_stations_today')}
      </h2>
      <ul className="lottery-stations" data-testid="lottery-vn-stations">
        {numeros.data.numeros.map((row) => (
          <li
            key={`${row.gameCode}-${row.stationId}-${row.numero}`}
            data-testid={`lottery-vn-station-${row.stationId}`}
          >
            <Link to={gamePath({ gameCode: row.gameCode })}>
              {row.stationName || stationNameOf(row.stationId)}
            </Link>
            {row.isSimulated && <SimulatedBadge />}
            <span className="lottery-muted">{formatTime(row.closeAt)}</span>
            <Countdown
              closeAt={row.closeAt}
              clockOffsetMs={numeros.data.clockOffsetMs}
              onExpire={refetch}
              testId="lottery-station-countdown"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
