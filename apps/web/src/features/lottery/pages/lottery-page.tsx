import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

export type TLotteryRoute = 'lottery' | 'vnlottery' | 'seaLottery';

const TITLE_KEYS: Record<TLotteryRoute, string> = {
  lottery: 'nav_lottery',
  vnlottery: 'nav_vn_lottery',
  seaLottery: 'nav_sea_lottery',
};

/** The lottery pages; /lottery keeps its `gameCode` and `playType` query for the lobby. */
export function LotteryPage({ routeName }: { routeName: TLotteryRoute }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode');
  const playType = searchParams.get('playType');
  return (
    <Page routeName={routeName} title={t(TITLE_KEYS[routeName])} className="lottery-page">
      {(gameCode || playType) && (
        <dl className="lottery-page__selection" aria-label={t('lottery_selection')}>
          {gameCode && (
            <div>
              <dt>{t('lottery_game_code')}</dt>
              <dd data-testid="lottery-game-code">{gameCode}</dd>
            </div>
          )}
          {playType && (
            <div>
              <dt>{t('lottery_play_type')}</dt>
              <dd data-testid="lottery-play-type">{playType}</dd>
            </div>
          )}
        </dl>
      )}
      <EmptyState icon="lottery" message={t('lottery_empty')} />
    </Page>
  );
}
