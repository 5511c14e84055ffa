import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { walletBalanceQueryOptions } from '../wallet/api/get-wallet-balance';

/** What a vendor's page posts to its parent after a bet or a win (the in-house vendor does). */
function isBalanceChanged(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { source?: unknown; type?: unknown };
  return message.source === 'kirin-vendor' && message.type === 'balance-changed';
}

/**
 * Keeps the header balance true while a game is open: refetched when the game in `frameRef` says its
 * balance changed, and once more when the player leaves the game (issue 5: "balance refreshed when the
 * player leaves the game"). Messages from any other window are ignored.
 */
export function useBalanceRefresh(frameRef: RefObject<HTMLIFrameElement | null>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (isBalanceChanged(event.data)) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      refresh();
    };
  }, [queryClient, frameRef]);
}
