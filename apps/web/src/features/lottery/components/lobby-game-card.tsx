import type { TLotteryGameView, ZOpenNumero } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { lotteryGameName } from '../api/get-lottery-games';
import { useLatestResult } from '../api/get-draw-results';
import { useLotteryGamePath } from '../lottery-paths';
import { Countdown } from './countdown';
import { ResultHeadline } from './prize-board';
import { SimulatedBadge } from './simulated-badge';

export type TOpenNumero = z.infer<typeof ZOpenNumero>;

type TLobbyGameCardProps = {
  game: TLotteryGameView;
  openIssue: TOpenNumero | undefined;
  clockOffsetMs: number;
  /** The open issue closed: refetch the open issues and this game's latest result. */
  onIssueClosed: (gameCode: string, closeAt: string) => void;
};

/** A game of the lobby: name, its open issue with a countdown to the close, its latest result, play and results. */
export function LobbyGameCard({ game, openIssue, clockOffsetMs, onIssueClosed }: TLobbyGameCardProps) {
  const { t, i18n } = useTranslation();
  const gamePath = useLotteryGamePath(game.area);
  const latest = useLatestResult(game.gameCode);
  const latestItem = latest.data?.items[0];
  const isSimulated = game.isSimulated || openIssue?.isSimulated === true;
  return (
    <li className="lottery-card" data-testid={`lottery-game-${game.gameCode}`} data-area={game.area}>
      <div className="lottery-card__head">
        <h3 className="lottery-card__name">{lotteryGameName(game, i18n.language)}</h3>
        {isSimulated && <SimulatedBadge />}
        {game.isSuspended && (
          <span className="lottery-badge" data-testid="lottery-suspended">
            {t('lottery_suspended')}
          </span>
        )}
      </div>
      {openIssue ? (
        <p className="lottery-card__issue">
          <span data-testid="lottery-card-numero">{t('lottery_issue', { numero: openIssue.numero })}</span>
          <Countdown
            closeAt={openIssue.closeAt}
            clockOffsetMs={clockOffsetMs}
            onExpire={() => onIssueClosed(game.gameCode, openIssue.closeAt)}
          />
        </p>
      ) : (
        <p className="lottery-card__issue lottery-muted" data-testid="lottery-no-issue">
          {t('lottery_no_open_issue')}
        </p>
      )}
      <div className="lottery-card__result" data-testid="lottery-latest-result">
        {latestItem && latestItem.results[0] ? (
          <>
            <span className="lottery-muted">{t('lottery_issue', { numero: latestItem.numero })}</span>
            <ResultHeadline result={latestItem.results[0].result} />
          </>
        ) : (
          <span className="lottery-muted">{latest.isPending ? '…' : t('lottery_no_result_yet')}</span>
        )}
      </div>
      <div className="lottery-card__actions">
        <Link
          className="button button--primary button--small"
          to={gamePath({ gameCode: game.gameCode })}
          data-testid={`lottery-play-${game.gameCode}`}
        >
          {t('lottery_play')}
        </Link>
        <Link
          className="button button--secondary button--small"
          to={gamePath({ gameCode: game.gameCode, view: 'results' })}
          data-testid={`lottery-results-link-${game.gameCode}`}
        >
          {t('lottery_results')}
        </Link>
      </div>
    </li>
  );
}
