import type { TMessageAudience, TMessageCategory, TMessageKind } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

export type TNewMessage = {
  merchantId: bigint;
  kind?: TMessageKind;
  /** Default 'service': what the platform sends by itself is about the member's account. */
  category?: TMessageCategory;
  audience: TMessageAudience;
  memberId?: bigint | null;
  labelName?: string | null;
  title: string;
  content: string;
  sentBy: bigint | null;
};

/**
 * Writes one platform message. A broadcast is one row whatever the audience's size: who has read it is kept
 * per member when they read it (platform_message_read). Pass the caller's transaction.
 */
export async function sendMessage(db: TDb, message: TNewMessage) {
  return db
    .insertInto('platform_message')
    .values({
      merchant_id: message.merchantId,
      kind: message.kind ?? 'MESSAGE',
      category: message.category ?? 'service',
      audience: message.audience,
      member_id: message.audience === 'MEMBER' ? (message.memberId ?? null) : null,
      label_name: message.audience === 'LABEL' ? (message.labelName ?? null) : null,
      title: message.title,
      content: message.content,
      sent_by: message.sentBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
