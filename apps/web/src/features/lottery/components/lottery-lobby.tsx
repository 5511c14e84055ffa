import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { drawResultsKeyOf } from '../api/get-draw-results';
import { useLotteryGames } from '../api/get-lottery-games';
import { NEXT_ISSUE_WATCH_MS, OPEN_NUMEROS_KEY, useOpenNumeros } from '../api/get-open-numeros';
import { LOTTERY_AREAS, type TLotteryArea, type TLotteryPrizeMode } from '../lottery-areas';
import { isLotteryArea, LOBBY_AREA_PARAM, LOBBY_MODE_PARAM } from '../lottery-paths';
import { LobbyGameCard } from './lobby-game-card';
import { PopularGames, RecentGames, VnStations, WinnerBoard } from './lobby-side-lists';

const ALL_MODES = 'ALL';

/**
 * The lottery lobby: the area's games (area tabs, then prize mode tabs), each with its countdown and latest
 * result; beside them popular games, the winner board, and for Vietnam today's stations and the member's
 * recent games.
 */
export function LotteryLobby({ initialArea }: { initialArea: TLotteryArea }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The tabs live in the query (replaced, not pushed): a game opened from here and its "← Lobby" keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedArea = searchParams.get(LOBBY_AREA_PARAM);
  const area: TLotteryArea = isLotteryArea(requestedArea) ? requestedArea : initialArea;
  const mode = searchParams.get(LOBBY_MODE_PARAM) ?? ALL_MODES;
  const selectTabs = (tabs: { area: TLotteryArea; mode: string }) =>
    setSearchParams(
      (params) => {
        if (tabs.area === initialArea) params.delete(LOBBY_AREA_PARAM);
        else params.set(LOBBY_AREA_PARAM, tabs.area);
        if (tabs.mode === ALL_MODES) params.delete(LOBBY_MODE_PARAM);
        else params.set(LOBBY_MODE_PARAM, tabs.mode);
        return params;
      },
      { replace: true },
    );
  const games = useLotteryGames();
  const [watchNextIssuesUntil, setWatchNextIssuesUntil] = useState(0);
  const open = useOpenNumeros(watchNextIssuesUntil);

  const inArea = (games.data?.games ?? [])
    .filter((game) => game.area === area)
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const modes = [...new Set(inArea.map((game) => game.prizeMode))];
  const selectedMode = modes.includes(mode as TLotteryPrizeMode) ? mode : ALL_MODES;
  const shown =
    selectedMode === ALL_MODES ? inArea : inArea.filter((game) => game.prizeMode === selectedMode);
  const prizeMode = selectedMode === ALL_MODES ? undefined : (selectedMode as TLotteryPrizeMode);

  // Several games often close at the same instant: one refetch of the open issues serves them all.
  const refetchedCloses = useRef(new Set<string>());
  const onIssueClosed = (gameCode: string, closeAt: string) => {
    if (!refetchedCloses.current.has(closeAt)) {
      refetchedCloses.current.add(closeAt);
      setWatchNextIssuesUntil(Date.now() + NEXT_ISSUE_WATCH_MS);
      void queryClient.invalidateQueries({ queryKey: OPEN_NUMEROS_KEY }, { cancelRefetch: false });
    }
    void queryClient.invalidateQueries({ queryKey: drawResultsKeyOf(gameCode) }, { cancelRefetch: false });
  };

  return (
    <div className="lottery-lobby" data-testid="lottery-lobby" data-area={area}>
      <Tabs
        label={t('lottery_areas')}
        tabs={LOTTERY_AREAS.map((id) => ({ id, label: t(`lottery_area_${id}`) }))}
        selectedId={area}
        onSelect={(id) => selectTabs({ area: id as TLotteryArea, mode: ALL_MODES })}
        testIdPrefix="lottery-area-"
      />
      <div className="lottery-lobby__body">
        <section className="lottery-lobby__games" role="tabpanel" aria-label={t(`lottery_area_${area}`)}>
          {modes.length > 1 && (
            <Tabs
              label={t('lottery_prize_modes')}
              tabs={[ALL_MODES, ...modes].map((id) => ({ id, label: t(`lottery_mode_${id}`) }))}
              selectedId={selectedMode}
              onSelect={(id) => selectTabs({ area, mode: id })}
              testIdPrefix="lottery-mode-"
            />
          )}
          {games.isPending ? (
            <Spinner />
          ) : games.error ? (
            <EmptyState icon="warning" message={t(errorMessageKey(games.error))} />
          ) : shown.length === 0 ? (
            <EmptyState icon="lottery" message={t('lottery_area_empty')} />
          ) : (
            <ul className="lottery-cards" data-testid="lottery-games">
              {shown.map((game) => (
                <LobbyGameCard
                  key={game.gameCode}
                  game={game}
                  openIssue={open.data?.games.find((issue) => issue.gameCode === game.gameCode)}
                  clockOffsetMs={open.data?.clockOffsetMs ?? 0}
                  onIssueClosed={onIssueClosed}
                />
              ))}
            </ul>
          )}
        </section>
        <aside className="lottery-lobby__side">
          {area === 'VN' && <RecentGames area={area} />}
          {area === 'VN' && <VnStations area={area} />}
          <PopularGames prizeMode={prizeMode} area={area} />
          <WinnerBoard prizeMode={prizeMode} />
        </aside>
      </div>
    </div>
  );
}
