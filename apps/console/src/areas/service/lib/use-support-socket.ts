import {
  LIVE_CHAT_WS_CLOSE_UNAUTHORISED,
  ZLiveChatSupportEvent,
  type TLiveChatSupportEvent,
} from '@kirin/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';

/** Where the server's support socket listens (live-chat-socket.routes.ts, SUPPORT_SOCKET_PATH). */
export const SUPPORT_SOCKET_PATH = '/ops/live-chat/ws';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * off: not opened (a role the socket refuses, such as the auditor); connecting; live: authenticated, events
 * arrive; offline: closed, retrying with backoff, or given up after the server refused the session (4401).
 */
export type TSupportSocketState = 'off' | 'connecting' | 'live' | 'offline';

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SUPPORT_SOCKET_PATH}`;
}

/**
 * The live-chat support socket, as the old support page used it: the operator's session token goes in the
 * first frame (never in the URL, which servers log), `ready` answers it, then every change in the operator's
 * merchants' conversations arrives as an event. A dropped socket reconnects with doubling waits; `ready`
 * after each reconnect tells the page to reload what it may have missed. Refused (4401: session ended, or a
 * role that does not answer the chat) it stays closed; the page refetches on a timer instead, and its REST
 * calls sign the console out if the session has ended.
 */
export function useSupportSocket(
  isEnabled: boolean,
  onEvent: (event: TLiveChatSupportEvent) => void,
): TSupportSocketState {
  const token = useSessionStore((s) => s.token);
  const [state, setState] = useState<TSupportSocketState>('off');
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!isEnabled || !token) {
      setState('off');
      return;
    }
    let socket: WebSocket | null = null;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let isDisposed = false;

    function connect() {
      setState('connecting');
      const current = new WebSocket(socketUrl());
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (message: MessageEvent) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const event = ZLiveChatSupportEvent.safeParse(parsed);
        if (!event.success) return;
        if (event.data.type === 'ready') {
          retryMs = FIRST_RETRY_MS;
          setState('live');
        }
        onEventRef.current(event.data);
      };
      current.onclose = (closed: CloseEvent) => {
        if (isDisposed || socket !== current) return;
        setState('offline');
        if (closed.code === LIVE_CHAT_WS_CLOSE_UNAUTHORISED) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };
    }

    connect();
    return () => {
      isDisposed = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [isEnabled, token]);

  return state;
}
