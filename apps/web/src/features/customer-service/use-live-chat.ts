import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED, type TLiveChatMessage } from '@kirin/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveChatSocketUrl, parseVisitorEvent, sendLiveChatFrame } from './api/live-chat-socket';

/** connecting → open; reconnecting after a drop; closed by support; invalid: the token no longer opens it. */
export type TLiveChatStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'invalid';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;

const isAfter = (id: string, mark: string) => BigInt(id) > BigInt(mark);

/** Keeps messages in id order without duplicates (each reconnect sends the conversation again). */
function mergeMessages(current: TLiveChatMessage[], incoming: TLiveChatMessage[]): TLiveChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (isAfter(b.id, a.id) ? -1 : 1));
}

/** Whether the visitor can see the window now (a read mark is only sent for what was on screen). */
const isWindowSeen = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The visitor's conversation over its socket: the whole conversation on each (re)connect, live messages,
 * sends, read marks while the window is seen; reconnects with a growing pause when the connection drops.
 */
export function useLiveChat(conversationToken: string) {
  const [messages, setMessages] = useState<TLiveChatMessage[]>([]);
  const [status, setStatus] = useState<TLiveChatStatus>('connecting');
  const [readMark, setReadMark] = useState('0');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let isDisposed = false;
    let retryMs = RECONNECT_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const socket = new WebSocket(liveChatSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => sendLiveChatFrame(socket, { type: 'auth', token: conversationToken });
      socket.onmessage = (event: MessageEvent) => {
        const frame = parseVisitorEvent(event.data);
        if (!frame) return;
        switch (frame.type) {
          case 'ready': {
            retryMs = RECONNECT_FIRST_MS;
            const { conversation } = frame;
            setStatus(conversation.status === 'CLOSED' ? 'closed' : 'open');
            setMessages((current) => mergeMessages(current, conversation.messages));
            // The server's unread count is the last `unread` support messages: the mark sits just before them.
            const support = conversation.messages.filter((m) => m.side === 'SUPPORT');
            const firstUnread =
              conversation.unread > 0 ? support[support.length - conversation.unread] : undefined;
            setReadMark(
              firstUnread ? String(BigInt(firstUnread.id) - 1n) : (conversation.messages.at(-1)?.id ?? '0'),
            );
            return;
          }
          case 'message':
            setMessages((current) => mergeMessages(current, [frame.message]));
            if (frame.message.side === 'VISITOR')
              setReadMark((mark) => (isAfter(frame.message.id, mark) ? frame.message.id : mark));
            return;
          case 'read':
            if (frame.side === 'VISITOR')
              setReadMark((mark) => (isAfter(frame.lastMessageId, mark) ? frame.lastMessageId : mark));
            return;
          case 'closed':
            setStatus('closed');
            return;
          case 'error':
            setErrorCode(frame.code);
            return;
          case 'pong':
            return;
        }
      };
      socket.onclose = (event: CloseEvent) => {
        if (isDisposed || socketRef.current !== socket) return;
        if (event.code === LIVE_CHAT_WS_CLOSE_UNAUTHORISED) {
          setStatus('invalid');
          return;
        }
        setStatus((current) => (current === 'closed' ? current : 'reconnecting'));
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      };
    };
    connect();
    return () => {
      isDisposed = true;
      clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [conversationToken]);

  const unread = messages.filter((m) => m.side === 'SUPPORT' && isAfter(m.id, readMark)).length;
  const lastId = messages.at(-1)?.id;

  // Marks everything read while the visitor looks at the window; otherwise the badge and title count it.
  useEffect(() => {
    const markSeen = () => {
      const socket = socketRef.current;
      if (!socket || !lastId || unread === 0 || !isWindowSeen()) return;
      if (sendLiveChatFrame(socket, { type: 'read', lastMessageId: lastId })) setReadMark(lastId);
    };
    markSeen();
    window.addEventListener('focus', markSeen);
    document.addEventListener('visibilitychange', markSeen);
    return () => {
      window.removeEventListener('focus', markSeen);
      document.removeEventListener('visibilitychange', markSeen);
    };
  }, [lastId, unread]);

  const send = useCallback((body: string): boolean => {
    const socket = socketRef.current;
    setErrorCode(null);
    return socket ? sendLiveChatFrame(socket, { type: 'send', body }) : false;
  }, []);

  return { messages, status, unread, errorCode, send };
}
