import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { LotteryGameView } from '../components/lottery-game-view';
import { LotteryLobby } from '../components/lottery-lobby';
import { AREA_OF_ROUTE, TITLE_KEY_OF_ROUTE, type TLotteryRoute } from '../lottery-areas';
import '../components/lottery.css';

export type { TLotteryRoute } from '../lottery-areas';

/**
 * /lottery, /vnlottery, /seaLottery and /elott: the lobby on the route's area; with `gameCode` (the spec's
 * query, with `playType`) the game's betting view instead.
 */
export function LotteryPage({ routeName }: { routeName: TLotteryRoute }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode');
  return (
    <Page routeName={routeName} title={t(TITLE_KEY_OF_ROUTE[routeName])} className="lottery-page">
      {gameCode ? (
        <LotteryGameView key={gameCode} gameCode={gameCode} routeName={routeName} />
      ) : (
        <LotteryLobby key={routeName} initialArea={AREA_OF_ROUTE[routeName]} />
      )}
    </Page>
  );
}
