import type { TChatRoomSettings, TOpsChatMessage, TOpsChatMute } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { publishChatRoomEvent } from './chat-room-events.js';
import { readChatSettings } from './chat-room.queries.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';

/** Who asks, for which merchant: every moderation call starts from the merchant in the operator's scope. */
export type TModerationInput = { operator: TOperatorPrincipal; actor: TAuditActor; merchantCode: string };

const merchantOf = (ctx: TAppContext, input: TModerationInput) =>
  findMerchantForOperator(ctx.db, input.operator, input.merchantCode);

export async function getChatSettings(ctx: TAppContext, input: TModerationInput): Promise<TChatRoomSettings> {
  return readChatSettings(ctx.db, (await merchantOf(ctx, input)).id);
}

/** Replaces the naming rule and muted words (duplicates dropped), audited; every process reloads them. */
export async function saveChatSettings(
  ctx: TAppContext,
  input: TModerationInput,
  settings: TChatRoomSettings,
): Promise<TChatRoomSettings> {
  const merchant = await merchantOf(ctx, input);
  const saved = { nameDisplay: settings.nameDisplay, mutedWords: [...new Set(settings.mutedWords)] };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readChatSettings(trx, merchant.id);
    await trx
      .insertInto('chat_room_settings')
      .values({ merchant_id: merchant.id, name_display: saved.nameDisplay, muted_words: saved.mutedWords })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({
          name_display: saved.nameDisplay,
          muted_words: saved.mutedWords,
          updated_at: new Date(),
        }),
      )
      .execute();
    await writeAudit(trx, input.actor, {
      action: 'chat-room.settings',
      merchantId: merchant.id,
      target: 'chat-room:settings',
      before,
      after: saved,
    });
  });
  await ctx.cache.invalidate(`chat-room:settings:${merchant.id}`);
  return saved;
}

/** The latest messages of the merchant's rooms with their senders, removed ones left out. */
export async function listChatMessagesForOps(
  ctx: TAppContext,
  input: TModerationInput,
  query: { language?: string; limit: number },
): Promise<TOpsChatMessage[]> {
  const merchant = await merchantOf(ctx, input);
  let select = ctx.db
    .selectFrom('chat_room_message as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.language', 'c.display_name', 'c.body', 'c.created_at', 'c.member_id', 'm.username'])
    .where('c.merchant_id', '=', merchant.id)
    .where('c.deleted_at', 'is', null);
  if (query.language) select = select.where('c.language', '=', query.language);
  const rows = await select.orderBy('c.id', 'desc').limit(query.limit).execute();
  return rows.map((row) => ({
    id: row.id.toString(),
    name: row.display_name,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    language: row.language as TOpsChatMessage['language'],
    memberId: row.member_id.toString(),
    username: row.username,
  }));
}

/** Removes a message from its room's history and tells every client; NOT_FOUND if gone or another merchant's. */
export async function deleteChatMessage(
  ctx: TAppContext,
  input: TModerationInput,
  id: bigint,
): Promise<void> {
  const merchant = await merchantOf(ctx, input);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const deletedAt = new Date();
    const row = await trx
      .updateTable('chat_room_message')
      .set({ deleted_at: deletedAt })
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .where('deleted_at', 'is', null)
      .returning(['id', 'language', 'member_id', 'body'])
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(trx, input.actor, {
      action: 'chat-room.delete',
      merchantId: merchant.id,
      target: `chat-message:${row.id}`,
      before: { memberId: row.member_id, language: row.language, text: row.body },
      // The row stays (hidden from every history), so the after state is its removal time.
      after: { deletedAt: deletedAt.toISOString() },
    });
    return row;
  });
  await publishChatRoomEvent(ctx, {
    kind: 'deleted',
    merchantId: merchant.id.toString(),
    language: removed.language,
    id: removed.id.toString(),
  });
}

/** The merchant's members muted now. */
export async function listChatMutes(ctx: TAppContext, input: TModerationInput): Promise<TOpsChatMute[]> {
  const merchant = await merchantOf(ctx, input);
  const rows = await ctx.db
    .selectFrom('chat_room_mute as u')
    .innerJoin('member as m', 'm.id', 'u.member_id')
    .select(['u.member_id', 'm.username', 'u.muted_until', 'u.reason'])
    .where('u.merchant_id', '=', merchant.id)
    .where('u.muted_until', '>', new Date())
    .orderBy('u.muted_until')
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id.toString(),
    username: row.username,
    until: row.muted_until.toISOString(),
    reason: row.reason,
  }));
}

/** Mutes a member of the merchant until `until` (a past time lifts the mute), audited. */
export async function muteChatMember(
  ctx: TAppContext,
  input: TModerationInput,
  memberId: bigint,
  mute: { until: string; reason?: string },
): Promise<TOpsChatMute> {
  const merchant = await merchantOf(ctx, input);
  const until = new Date(mute.until);
  return ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .select(['id', 'username'])
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    const before = await trx
      .selectFrom('chat_room_mute')
      .select(['muted_until', 'reason'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const reason = mute.reason || null;
    await trx
      .insertInto('chat_room_mute')
      .values({ member_id: memberId, merchant_id: merchant.id, muted_until: until, reason })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ muted_until: until, reason }))
      .execute();
    await writeAudit(trx, input.actor, {
      action: 'chat-room.mute',
      merchantId: merchant.id,
      target: `member:${memberId}`,
      before: before ?? null,
      after: { mutedUntil: until.toISOString(), reason },
    });
    return { memberId: memberId.toString(), username: member.username, until: until.toISOString(), reason };
  });
}
