import {
  ERROR_CATALOGUE,
  isTrialAccount,
  ZChatClientFrame,
  type TErrorCode,
  type TLanguage,
} from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashSessionToken, isWellFormedToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { findLiveMemberSession } from '../auth/member-sessions.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { chatDisplayName } from './chat-display-name.js';
import { sendFrame, type ChatRoomHub, type TChatSocket } from './chat-room-hub.js';
import { listRecentChatMessages } from './chat-room.queries.js';
import { chatSettingsOf, sendChatMessage } from './send-chat-message.js';

type TConnection = {
  ctx: TAppContext;
  hub: ChatRoomHub;
  socket: TChatSocket;
  merchant: TMerchant;
  language: TLanguage;
  log: FastifyBaseLogger;
};

const errorFrame = (
  code: TErrorCode,
  extra: { clientId?: string; details?: Record<string, string> } = {},
) => ({
  type: 'error' as const,
  code,
  message: ERROR_CATALOGUE[code].message,
  ...extra,
});

/** Reads a text frame as JSON; undefined for binary or malformed frames. */
function parseFrame(data: Buffer, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One client in a room: joins it, gets the history, then reads frames one at a time. Every guest reads;
 * `auth` with a member's session token lets it send. A bad or refused frame answers an `error` frame and
 * the connection stays open.
 */
export function serveChatConnection({ ctx, hub, socket, merchant, language, log }: TConnection): void {
  const client = hub.join(socket, merchant.id, language);
  // The process is full: join closed the socket.
  if (!client) return;
  let tokenHash: Buffer | undefined;

  const authenticate = async (token: string) => {
    const hash = isWellFormedToken(token) ? hashSessionToken(token) : undefined;
    const principal = hash && (await findLiveMemberSession(ctx.db, ctx.config, hash, merchant.id));
    if (!principal) throw new AppError('NOT_LOGGED_IN');
    if (isTrialAccount(principal.accountType)) throw new AppError('TRIAL_ACCOUNT');
    if (principal.isPasswordChangeRequired) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    tokenHash = hash;
    const settings = await chatSettingsOf(ctx, merchant.id);
    // The nickname rule's exact name shows on the first message; the mask is what the member expects here.
    const name = chatDisplayName(settings.nameDisplay === 'USERNAME' ? 'USERNAME' : 'MASKED', {
      username: principal.username,
      nickname: null,
    });
    sendFrame(socket, { type: 'authed', name });
  };

  const send = async (text: string, clientId: string | undefined) => {
    // The session is checked on every send, so a logout or a disabled account stops the member at once.
    const principal = tokenHash && (await findLiveMemberSession(ctx.db, ctx.config, tokenHash, merchant.id));
    if (!principal) throw new AppError('NOT_LOGGED_IN');
    const message = await sendChatMessage(
      ctx,
      { merchantId: merchant.id, memberId: principal.id, username: principal.username },
      language,
      text,
    );
    sendFrame(socket, { type: 'sent', id: message.id, ...(clientId ? { clientId } : {}) });
  };

  const handle = async (data: Buffer, isBinary: boolean) => {
    const parsed = ZChatClientFrame.safeParse(parseFrame(data, isBinary));
    if (!parsed.success) {
      const raw = parseFrame(data, isBinary) as { clientId?: unknown } | undefined;
      const clientId = typeof raw?.clientId === 'string' ? raw.clientId.slice(0, 64) : undefined;
      sendFrame(socket, errorFrame('VALIDATION_FAILED', clientId ? { clientId } : {}));
      return;
    }
    const frame = parsed.data;
    const clientId = frame.type === 'send' ? frame.clientId : undefined;
    try {
      if (frame.type === 'auth') await authenticate(frame.token);
      else await send(frame.text, frame.clientId);
    } catch (error) {
      if (!(error instanceof AppError)) {
        log.error({ err: error }, 'chat room frame failed');
        sendFrame(socket, errorFrame('INTERNAL', clientId ? { clientId } : {}));
        return;
      }
      sendFrame(socket, {
        type: 'error',
        code: error.code,
        message: error.message,
        ...(clientId ? { clientId } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
  };

  // Frames are handled in order, and only after the history went out (listening starts at once, so none is lost).
  let queue = (async () => {
    const history = await listRecentChatMessages(ctx.db, merchant.id, language);
    sendFrame(socket, { type: 'ready', language, history });
    hub.markReady(client, new Set(history.map((m) => m.id)));
  })().catch((error: unknown) => {
    log.error({ err: error }, 'chat room join failed');
    socket.close(1011, 'join failed');
  });
  socket.on('message', (data, isBinary) => {
    queue = queue.then(() => handle(data, isBinary)).catch((error: unknown) => log.error({ err: error }));
  });
  socket.on('close', () => hub.leave(client));
}
