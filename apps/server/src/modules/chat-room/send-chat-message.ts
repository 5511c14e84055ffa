import type { TChatRoomMessage } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getThrottle } from '../../platform/rate-limit.js';
import { chatDisplayName } from './chat-display-name.js';
import { publishChatRoomEvent } from './chat-room-events.js';
import { findActiveMuteUntil, readChatSettings, toChatMessage } from './chat-room.queries.js';

/** Per member: one message every 2 seconds and at most 10 a minute. */
export const CHAT_BURST_LIMIT = { points: 1, durationSeconds: 2 } as const;
export const CHAT_MINUTE_LIMIT = { points: 10, durationSeconds: 60 } as const;

export type TChatSender = { merchantId: bigint; memberId: bigint; username: string };

/** A merchant's settings, through the config cache (the operator's save invalidates `chat-room:`). */
export function chatSettingsOf(ctx: TAppContext, merchantId: bigint) {
  return ctx.cache.getOrLoad(`chat-room:settings:${merchantId}`, () => readChatSettings(ctx.db, merchantId));
}

async function countAgainstLimits(ctx: TAppContext, sender: TChatSender): Promise<void> {
  // Merchant and username (unique together, and never reused across databases sharing one Redis).
  const key = `${sender.merchantId}:${sender.username}`;
  try {
    for (const [name, limit] of [
      ['chat-room-burst', CHAT_BURST_LIMIT],
      ['chat-room-minute', CHAT_MINUTE_LIMIT],
    ] as const)
      await getThrottle(ctx, name, limit.points, limit.durationSeconds).hit(key);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new AppError('CHAT_RATE_LIMITED');
    throw error;
  }
}

/**
 * Stores a member's message in a room and announces it to every process. Refused: CHAT_MEMBER_MUTED
 * (details.until), CHAT_RATE_LIMITED, CHAT_MUTED_WORD. `text` is already trimmed and 1..200 characters.
 */
export async function sendChatMessage(
  ctx: TAppContext,
  sender: TChatSender,
  language: string,
  text: string,
  now = new Date(),
): Promise<TChatRoomMessage> {
  const mutedUntil = await findActiveMuteUntil(ctx.db, sender.memberId, now);
  if (mutedUntil) throw new AppError('CHAT_MEMBER_MUTED', { until: mutedUntil.toISOString() });
  await countAgainstLimits(ctx, sender);
  const settings = await chatSettingsOf(ctx, sender.merchantId);
  const lowered = text.toLowerCase();
  if (settings.mutedWords.some((word) => lowered.includes(word.toLowerCase())))
    throw new AppError('CHAT_MUTED_WORD');

  const nickname =
    settings.nameDisplay === 'NICKNAME'
      ? ((
          await ctx.db
            .selectFrom('member')
            .select('nickname')
            .where('id', '=', sender.memberId)
            .executeTakeFirst()
        )?.nickname ?? null)
      : null;
  const row = await ctx.db
    .insertInto('chat_room_message')
    .values({
      merchant_id: sender.merchantId,
      language,
      member_id: sender.memberId,
      display_name: chatDisplayName(settings.nameDisplay, { username: sender.username, nickname }),
      body: text,
    })
    .returning(['id', 'display_name', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  const message = toChatMessage(row);
  await publishChatRoomEvent(ctx, {
    kind: 'message',
    merchantId: sender.merchantId.toString(),
    language,
    message,
  });
  return message;
}
