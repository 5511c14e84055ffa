import type { TPlatformMessage } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import { wasExcludedAt } from '../protection/exclusions/index.js';
import type { TDb } from '../../db/database.js';
import type { TPlatformMessageTable } from '../../db/tables/messages.js';
import { AppError } from '../../platform/errors.js';

/** What decides which messages a member sees: their merchant, labels and when they joined. */
export type TMessageReader = { id: bigint; merchantId: bigint; labels: string[]; joinedAt: Date };

/** The member's audience facts; another merchant's member (or none) → NOT_LOGGED_IN. */
export async function findMessageReader(
  db: TDb,
  memberId: bigint,
  merchantId: bigint,
): Promise<TMessageReader> {
  const row = await db
    .selectFrom('member')
    .select(['id', 'merchant_id', 'member_labels', 'created_at'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return { id: row.id, merchantId: row.merchant_id, labels: row.member_labels, joinedAt: row.created_at };
}

/**
 * The messages `reader` may see: those sent to them, to a label they carry now, or to everyone — group and
 * broadcast messages only from when they joined (a new member does not inherit years of old broadcasts).
 * Marketing messages sent while the reader was in a time-out or self-exclusion never reach them (issue 21).
 */
export function selectVisibleMessages(db: TDb, reader: TMessageReader) {
  return db
    .selectFrom('platform_message as m')
    .where('m.merchant_id', '=', reader.merchantId)
    .where((eb) =>
      eb.or([
        eb('m.category', '=', 'service'),
        eb.not(wasExcludedAt(sql<bigint>`${reader.id}::bigint`, eb.ref('m.created_at'))),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('m.audience', '=', 'MEMBER'), eb('m.member_id', '=', reader.id)]),
        eb.and([eb('m.audience', '=', 'ALL'), eb('m.created_at', '>=', reader.joinedAt)]),
        ...(reader.labels.length > 0
          ? [
              eb.and([
                eb('m.audience', '=', 'LABEL'),
                eb('m.label_name', 'in', reader.labels),
                eb('m.created_at', '>=', reader.joinedAt),
              ]),
            ]
          : []),
      ]),
    );
}

/** The visible messages with the reader's read mark joined in. */
export function selectVisibleMessagesWithReadMark(db: TDb, reader: TMessageReader) {
  return selectVisibleMessages(db, reader)
    .leftJoin('platform_message_read as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', reader.id),
    )
    .select(['m.id', 'm.kind', 'm.title', 'm.content', 'm.created_at', 'r.read_at']);
}

type TMessageRow = Pick<
  Selectable<TPlatformMessageTable>,
  'id' | 'kind' | 'title' | 'content' | 'created_at'
> & {
  read_at: Date | null;
};

export function toPlatformMessage(row: TMessageRow): TPlatformMessage {
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: row.title,
    content: row.content,
    isRead: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
