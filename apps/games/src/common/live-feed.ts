// The live tables (crash, baccarat) push their state over a WebSocket on the vendor's origin.
import { t } from './i18n.js';
import { showMessage } from './page.js';
import { sessionToken } from './vendor-api.js';

/** The close code the server uses for an unknown or ended session: reconnecting would not help. */
export const SESSION_CLOSE_CODE = 4401;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** A WebSocket URL on this origin with the session in the query (browsers cannot set headers on sockets). */
export function socketUrl(path: string, href: string = window.location.href): string {
  const url = new URL(path, href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('session', sessionToken());
  return url.toString();
}

/** The wait before the next reconnect: doubled from 0.5 s up to 10 s. */
export function nextRetryMs(currentMs: number): number {
  return Math.min(currentMs * 2, MAX_RETRY_MS);
}

type TFeedMessage<TState> = TState | { type: 'error' } | { type: string };

/**
 * Keeps a live feed open: every `state` message goes to onState; a dropped socket reconnects with backoff
 * (0.5 s doubling to 10 s) unless the server closed it for an unknown session (4401).
 */
export function connectLiveFeed<TState extends { type: 'state' }>(
  path: string,
  { onState, reconnectingKey }: { onState: (state: TState) => void; reconnectingKey: string },
): void {
  let retryMs = FIRST_RETRY_MS;
  const connect = () => {
    const socket = new WebSocket(socketUrl(path));
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as TFeedMessage<TState>;
      if (message.type === 'state') {
        retryMs = FIRST_RETRY_MS;
        onState(message as TState);
      } else if (message.type === 'error') showMessage(t('error.game_session_invalid'));
    });
    socket.addEventListener('close', (event) => {
      if (event.code === SESSION_CLOSE_CODE) return;
      showMessage(t(reconnectingKey));
      setTimeout(connect, retryMs);
      retryMs = nextRetryMs(retryMs);
    });
  };
  connect();
}
