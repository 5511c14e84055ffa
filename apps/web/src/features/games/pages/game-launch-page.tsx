import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey, isApiError } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { launchKeyOf, type TLaunchTarget } from '../api/launch-game';
import { PlayBar } from '../../player-protection/components/play-bar';
import { GameGrid } from '../components/game-grid';
import { maintenanceSuggestions } from '../maintenance-suggestions';
import { peekPendingLaunch, targetOfGamePage, usePendingLaunchStore } from '../pending-launch';
import { useBalanceRefresh } from '../use-balance-refresh';
import { useRelaunch } from '../use-relaunch';
import '../components/games.css';

/** The game frame (/game): the launched game in an iframe under the header, or why there is none. */
export function GameLaunchPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = useMemo(() => targetOfGamePage(searchParams), [searchParams]);
  if (!target)
    return (
      <Page routeName="game" title={t('game_frame_title')}>
        <EmptyState icon="gamepad" message={t('game_none_launched')} />
      </Page>
    );
  // Another game is another launch and another frame.
  return <GameFrame key={launchKeyOf(target)} target={target} />;
}

function GameFrame({ target }: { target: TLaunchTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The address the list page launched a moment ago, taken once; without it the game is launched again.
  const [launchedUrl] = useState(() => peekPendingLaunch(launchKeyOf(target)));
  const clearPending = usePendingLaunchStore((s) => s.clearPending);
  useEffect(() => {
    if (launchedUrl) clearPending();
  }, [launchedUrl, clearPending]);
  const relaunch = useRelaunch(target, launchedUrl === null);
  useBalanceRefresh(frameRef);

  const url = launchedUrl ?? relaunch.query.data;
  const title = target.name || t('game_frame_title');
  // Opened straight from an address: there is no page of this site to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(paths.index()) : navigate(-1));

  return (
    <Page
      routeName="game"
      title={title}
      className="game-frame"
      actions={
        <Button variant="ghost" size="small" data-testid="game-back" onClick={goBack}>
          <span aria-hidden="true">←</span>
          {t('game_back')}
        </Button>
      }
    >
      <PlayBar />
      {url ? (
        <iframe
          ref={frameRef}
          className="game-frame__iframe"
          data-testid="game-frame"
          title={title}
          src={url}
          allow="fullscreen"
          allowFullScreen
        />
      ) : (
        <RelaunchStatus relaunch={relaunch} />
      )}
    </Page>
  );
}

function RelaunchStatus({ relaunch }: { relaunch: ReturnType<typeof useRelaunch> }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  const { state, query } = relaunch;
  if (state === 'guest')
    return (
      <EmptyState icon="gamepad" message={t('game_login_to_play')}>
        <Button onClick={() => openModal({ name: 'login' })}>{t('login')}</Button>
      </EmptyState>
    );
  if (state === 'trial') return <EmptyState icon="warning" message={t('in_need_true_account')} />;
  if (query.isError) {
    const suggestions = maintenanceSuggestions(query.error);
    return (
      <EmptyState icon="tools" message={t(errorMessageKey(query.error))}>
        {isApiError(query.error, 'GAME_MAINTENANCE') ? (
          suggestions.length > 0 && <GameGrid games={suggestions} testId="game-suggestions" isCompact />
        ) : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </EmptyState>
    );
  }
  return <Spinner label={t('game_launching')} />;
}
