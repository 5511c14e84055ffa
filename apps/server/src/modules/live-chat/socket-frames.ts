import { ZLiveChatClientFrame, type TLiveChatClientFrame } from '@kirin/contracts';

/** A socket that has not authenticated within this long is closed. */
export const AUTH_TIMEOUT_MS = 10_000;

/** A text frame as a client frame; undefined for binary, malformed or unknown frames. */
export function parseClientFrame(data: Buffer, isBinary: boolean): TLiveChatClientFrame | undefined {
  if (isBinary) return undefined;
  try {
    const parsed = ZLiveChatClientFrame.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
