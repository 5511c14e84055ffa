import type { TChatRoomMessage, TLanguage } from '@kirin/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatSocketUrl, parseServerFrame, sendClientFrame } from './api/chat-socket';

export type TChatStatus = 'connecting' | 'open' | 'reconnecting';
/** A refused send or sign-in: the server's message key and its details. */
export type TChatError = { messageKey: string; details?: Record<string, string> };

type TChatRoomOptions = { language: TLanguage; token: string | null; merchantCode: string | null };

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;

/** Keeps messages in id order without duplicates (a reconnect sends the history again). */
function mergeMessages(current: TChatRoomMessage[], incoming: TChatRoomMessage[]): TChatRoomMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * The room over its WebSocket: history on join, live messages, deletes, sends; reconnects with a growing
 * pause when the connection drops. `sentIds` are the client ids the server has stored.
 */
export function useChatRoom({ language, token, merchantCode }: TChatRoomOptions) {
  const [messages, setMessages] = useState<TChatRoomMessage[]>([]);
  const [status, setStatus] = useState<TChatStatus>('connecting');
  const [canSend, setCanSend] = useState(false);
  const [error, setError] = useState<TChatError | null>(null);
  const [lastSentClientId, setLastSentClientId] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const nextClientId = useRef(0);

  useEffect(() => {
    let isDisposed = false;
    let retryMs = RECONNECT_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const socket = new WebSocket(chatSocketUrl(language, merchantCode));
      socketRef.current = socket;
      socket.onopen = () => {
        if (token) sendClientFrame(socket, { type: 'auth', token });
      };
      socket.onmessage = (event: MessageEvent) => {
        const frame = parseServerFrame(event.data);
        if (!frame) return;
        switch (frame.type) {
          case 'ready':
            retryMs = RECONNECT_FIRST_MS;
            setStatus('open');
            // The server's history is the truth after a reconnect (deletes made meanwhile included).
            setMessages(frame.history);
            return;
          case 'authed':
            setCanSend(true);
            return;
          case 'message':
            setMessages((current) => mergeMessages(current, [frame.message]));
            return;
          case 'deleted':
            setMessages((current) => current.filter((m) => m.id !== frame.id));
            return;
          case 'sent':
            setError(null);
            if (frame.clientId) setLastSentClientId(frame.clientId);
            return;
          case 'error':
            setError({ messageKey: frame.message, details: frame.details });
            return;
        }
      };
      socket.onclose = () => {
        if (isDisposed) return;
        setCanSend(false);
        setStatus('reconnecting');
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      };
    };
    setStatus('connecting');
    setMessages([]);
    connect();
    return () => {
      isDisposed = true;
      clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [language, token, merchantCode]);

  /** Sends a message; answers its client id, or null when the socket is not open. */
  const send = useCallback((text: string): string | null => {
    const socket = socketRef.current;
    if (!socket) return null;
    const clientId = `m${++nextClientId.current}`;
    return sendClientFrame(socket, { type: 'send', text, clientId }) ? clientId : null;
  }, []);

  /** The first paint's history, until the socket brings its own. */
  const seed = useCallback((history: TChatRoomMessage[]) => {
    setMessages((current) => (current.length > 0 ? current : history));
  }, []);

  return { messages, status, canSend, error, lastSentClientId, send, seed };
}
