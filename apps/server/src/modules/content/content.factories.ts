import type { TNoticeType } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

const HOUR_MS = 60 * 60 * 1000;

/** A notice row straight in the database (live since an hour ago, no end, unless told otherwise). */
export async function makeNotice(
  db: TDb,
  merchantId: bigint,
  input: {
    type?: TNoticeType;
    language?: string;
    title?: string;
    html?: string;
    startsAt?: Date;
    endsAt?: Date | null;
    isPopup?: boolean;
    sortOrder?: number;
  } = {},
): Promise<string> {
  const { id } = await db
    .insertInto('notice')
    .values({
      merchant_id: merchantId,
      type: input.type ?? 'PL',
      language: input.language ?? 'TW',
      title: input.title ?? `Notice ${Math.random().toString(36).slice(2, 8)}`,
      html: input.html ?? '<p>text</p>',
      starts_at: input.startsAt ?? new Date(Date.now() - HOUR_MS),
      ends_at: input.endsAt ?? null,
      is_popup: input.isPopup ?? false,
      sort_order: input.sortOrder ?? 0,
      image_url: null,
      link_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id.toString();
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
