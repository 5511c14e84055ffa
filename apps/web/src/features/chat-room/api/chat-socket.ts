import {
  ZChatServerFrame,
  type TChatClientFrame,
  type TChatServerFrame,
  type TLanguage,
} from '@kirin/contracts';

/** The room's WebSocket address on this site (the merchant code too: a WebSocket carries no custom header). */
export function chatSocketUrl(language: TLanguage, merchantCode: string | null): string {
  const url = new URL('/wps/chat-room/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('language', language);
  if (merchantCode) url.searchParams.set('merchant', merchantCode);
  return url.toString();
}

/** A server frame, or undefined for anything the site does not understand (ignored). */
export function parseServerFrame(data: unknown): TChatServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = ZChatServerFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function sendClientFrame(socket: WebSocket, frame: TChatClientFrame): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}
