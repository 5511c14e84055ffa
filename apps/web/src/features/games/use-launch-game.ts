import type { TGameCard } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageKey, isApiError } from '../../lib/api-error';
import { useBootData } from '../../lib/boot-data';
import { getCurrentLanguage } from '../../lib/i18n';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { readSession, SESSION_KEYS } from '../../lib/storage';
import { useProtectedAction } from '../../lib/use-protected-action';
import {
  isOwnLotteryPath,
  launchGame,
  launchKeyOf,
  launchTargetOfGame,
  type TLauncher,
  type TLaunchTarget,
} from './api/launch-game';
import { useIsWithdrawalOnly } from '../player-protection/api/get-protection-status';
import { maintenanceSuggestions } from './maintenance-suggestions';
import { gamePagePath, usePendingLaunchStore } from './pending-launch';

/** The member and merchant a launch is sent for, read when it is sent. */
export function useLauncher(): () => TLauncher {
  const { whitelabel, permission } = useBootData();
  return useCallback(() => {
    const { account, token } = useSessionStore.getState();
    return {
      username: account,
      token,
      merchantCode: readSession(SESSION_KEYS.merchantCode) ?? whitelabel.merchantCode,
      language: getCurrentLanguage(),
      launchCdns: permission.launchGameCDNs,
    };
  }, [whitelabel.merchantCode, permission.launchGameCDNs]);
}

/** Explains a refused launch: maintenance with its suggestions, the login popup, or the translated message. */
export function useShowLaunchError(): (error: unknown) => void {
  const openModal = useModalStore((s) => s.openModal);
  return useCallback(
    (error: unknown) => {
      if (isApiError(error, 'GAME_MAINTENANCE'))
        openModal({ name: 'gameMaintenance', suggestions: maintenanceSuggestions(error) });
      // The session ended on the server since the page loaded.
      else if (isApiError(error, 'NOT_LOGGED_IN')) openModal({ name: 'login' });
      else openModal({ name: 'warning', messageKey: errorMessageKey(error) });
    },
    [openModal],
  );
}

/**
 * Launches a game or room for a real member (a guest gets the login popup, a trial account
 * in_need_true_account, before any call), then opens /game with the launched address (or, for a lottery
 * card answered with the platform's own lottery, that lottery page).
 */
export function useLaunchGame() {
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const launcher = useLauncher();
  const showLaunchError = useShowLaunchError();
  const closeModal = useModalStore((s) => s.closeModal);
  const openModal = useModalStore((s) => s.openModal);
  // During an exclusion a withdrawal-only session cannot play: say so rather than send a refused launch.
  const isWithdrawalOnly = useIsWithdrawalOnly();
  const setPending = usePendingLaunchStore((s) => s.setPending);
  const mutation = useMutation({ mutationFn: (target: TLaunchTarget) => launchGame(target, launcher()) });
  const { mutate } = mutation;

  const launch = useCallback(
    (target: TLaunchTarget) =>
      protect(() => {
        if (isWithdrawalOnly) return openModal({ name: 'warning', messageKey: 'withdrawal_only_session' });
        return mutate(target, {
          onSuccess: (url) => {
            // The platform's own lottery is a page of this site: opened as one, not framed inside /game.
            if (isOwnLotteryPath(url)) void navigate(url);
            else {
              setPending({ key: launchKeyOf(target), url, launchedAt: Date.now() });
              void navigate(gamePagePath(target));
            }
            // The popup or dialog the game was chosen in has done its job.
            closeModal('gamePopup');
            closeModal('gameMaintenance');
          },
          onError: showLaunchError,
        });
      }),
    [protect, mutate, setPending, closeModal, openModal, navigate, showLaunchError, isWithdrawalOnly],
  );
  const launchingKey = mutation.isPending && mutation.variables ? launchKeyOf(mutation.variables) : null;
  return { launch, launchingKey };
}

/** What a game card does when chosen: a vendor card opens its popup list, a game launches. */
export function useOpenGame() {
  const { launch, launchingKey } = useLaunchGame();
  const openModal = useModalStore((s) => s.openModal);
  const open = useCallback(
    (game: TGameCard) => {
      if (game.isGame === 'VASSALAGE')
        openModal({ name: 'gamePopup', vassalage: game.vassalage, title: game.displayName });
      else launch(launchTargetOfGame(game));
    },
    [launch, openModal],
  );
  return { open, launch, launchingKey };
}
