import {
  ZLiveChatVisitorEvent,
  type TLiveChatClientFrame,
  type TLiveChatVisitorEvent,
} from '@kirin/contracts';

/** The visitor socket on this site; the conversation token goes in the first frame, not the URL. */
export function liveChatSocketUrl(): string {
  const url = new URL('/wps/livechat/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A server frame, or undefined for anything the window does not understand (ignored). */
export function parseVisitorEvent(data: unknown): TLiveChatVisitorEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = ZLiveChatVisitorEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function sendLiveChatFrame(socket: WebSocket, frame: TLiveChatClientFrame): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}
