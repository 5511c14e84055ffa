import type { TLiveChatConversation, TLiveChatOpenRequest } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import type { TMemberPrincipal } from '../auth/member-sessions.js';
import {
  GUEST_CONVERSATION_TOKEN_HOURS,
  issueConversationToken,
  verifyConversationToken,
} from './conversation-token.js';
import {
  findConversation,
  findOpenConversationOfMember,
  type TConversationRow,
} from './live-chat.queries.js';
import { visitorConversationView } from './visitor-conversation-view.js';

type TVisitor = { merchantId: bigint; member: TMemberPrincipal | undefined; request: TLiveChatOpenRequest };

async function startConversation(
  ctx: TAppContext,
  merchantId: bigint,
  who: { memberId: bigint } | { guestName: string },
): Promise<TConversationRow> {
  const { id } = await ctx.db
    .insertInto('live_chat_conversation')
    .values({
      merchant_id: merchantId,
      member_id: 'memberId' in who ? who.memberId : null,
      guest_name: 'guestName' in who ? who.guestName : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findConversation(ctx.db, id))!;
}

async function memberConversation(ctx: TAppContext, merchantId: bigint, memberId: bigint) {
  const open = await findOpenConversationOfMember(ctx.db, memberId);
  if (open) return open;
  try {
    return await startConversation(ctx, merchantId, { memberId });
  } catch (error) {
    // Two windows opened at once: the other request started it.
    if (!isUniqueViolation(error)) throw error;
    return (await findOpenConversationOfMember(ctx.db, memberId))!;
  }
}

/**
 * A guest's conversation: the one its token names while open; after support closed it, a new one under the
 * same name; without a usable token, a new one under the name given (LIVE_CHAT_GUEST_NAME_REQUIRED if none).
 */
async function guestConversation(ctx: TAppContext, merchantId: bigint, request: TLiveChatOpenRequest) {
  const named = request.conversationToken
    ? await verifyConversationToken(ctx.db, request.conversationToken)
    : undefined;
  const previous =
    named && named.merchantId === merchantId
      ? await findConversation(ctx.db, named.conversationId)
      : undefined;
  if (previous && previous.memberId === null) {
    if (previous.status === 'OPEN') return previous;
    return startConversation(ctx, merchantId, { guestName: request.guestName ?? previous.displayName });
  }
  if (!request.guestName) throw new AppError('LIVE_CHAT_GUEST_NAME_REQUIRED');
  return startConversation(ctx, merchantId, { guestName: request.guestName });
}

/** Opens (or reopens) the visitor's conversation with its history and a token for the socket. */
export async function openLiveChatConversation(
  ctx: TAppContext,
  visitor: TVisitor,
): Promise<TLiveChatConversation> {
  const conversation = visitor.member
    ? await memberConversation(ctx, visitor.merchantId, visitor.member.id)
    : await guestConversation(ctx, visitor.merchantId, visitor.request);
  const lifetimeHours = visitor.member ? ctx.config.MEMBER_SESSION_HOURS : GUEST_CONVERSATION_TOKEN_HOURS;
  const conversationToken = await issueConversationToken(
    ctx.db,
    {
      merchantId: visitor.merchantId,
      conversationId: conversation.id,
      // A member's window lives as long as this session (member-chat-sessions.ts).
      ...(visitor.member ? { sessionTokenHash: visitor.member.tokenHash } : {}),
    },
    lifetimeHours,
  );
  return { ...(await visitorConversationView(ctx.db, conversation)), conversationToken };
}
