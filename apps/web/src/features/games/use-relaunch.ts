import { useQuery } from '@tanstack/react-query';
import { isTrialAccount } from '../../lib/account-types';
import { getCurrentLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { MEMBER_GAMES_QUERY_ROOT } from './api/games-query-keys';
import { launchGame, launchKeyOf, type TLaunchTarget } from './api/launch-game';
import { useLauncher } from './use-launch-game';

export type TRelaunchState = 'guest' | 'trial' | 'ready';

/**
 * /game without a fresh launch (a reload, history, a shared link): launches the game again for the member
 * with a new one-time token. Never repeated by focus or reconnect, which would restart the game.
 */
export function useRelaunch(target: TLaunchTarget, isNeeded: boolean) {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const launcher = useLauncher();
  const state: TRelaunchState = token === null ? 'guest' : isTrialAccount(isAgent) ? 'trial' : 'ready';
  const query = useQuery({
    queryKey: [...MEMBER_GAMES_QUERY_ROOT, 'launch', launchKeyOf(target), token, getCurrentLanguage()],
    queryFn: () => launchGame(target, launcher()),
    enabled: isNeeded && state === 'ready',
    staleTime: Infinity,
    // A launch token is spent once used: leaving the page forgets the address.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return { state, query };
}
