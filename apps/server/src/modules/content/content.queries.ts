import type { TLegalPage, TLegalSlug } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

export async function findLegalPage(
  db: TDb,
  merchantId: bigint,
  slug: TLegalSlug,
  language: string,
): Promise<TLegalPage | undefined> {
  const row = await db
    .selectFrom('legal_page')
    .select(['slug', 'language', 'title', 'html', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    slug: row.slug as TLegalSlug,
    language: row.language,
    title: row.title,
    html: row.html,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A notice as the site's reads need it (times as epoch ms, so the cached copy filters by "now" cheaply). */
export type TNoticeRow = {
  id: string;
  type: 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  html: string;
  startsAtMs: number;
  endsAtMs: number | null;
  isPopup: boolean;
  imageUrl: string | null;
  linkUrl: string | null;
};

export type TBannerRow = {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  startsAtMs: number;
  endsAtMs: number | null;
};

/** Notices of one language that have not ended (future ones included: they go live while cached). */
export async function findUnendedNotices(
  db: TDb,
  merchantId: bigint,
  language: string,
): Promise<TNoticeRow[]> {
  const rows = await db
    .selectFrom('notice')
    .select(['id', 'type', 'title', 'html', 'starts_at', 'ends_at', 'is_popup', 'image_url', 'link_url'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    // Agent notices are read by the agent centre only (agent/reports/list-agent-announcements.ts).
    .where('audience', '=', 'ALL')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', new Date())]))
    .orderBy('sort_order')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    type: r.type,
    title: r.title,
    html: r.html,
    startsAtMs: r.starts_at.getTime(),
    endsAtMs: r.ends_at?.getTime() ?? null,
    isPopup: r.is_popup,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
  }));
}

/** Banners of one language that have not ended. */
export async function findUnendedBanners(
  db: TDb,
  merchantId: bigint,
  language: string,
): Promise<TBannerRow[]> {
  const rows = await db
    .selectFrom('banner')
    .select(['id', 'title', 'image_url', 'link_url', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', new Date())]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    title: r.title,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    startsAtMs: r.starts_at.getTime(),
    endsAtMs: r.ends_at?.getTime() ?? null,
  }));
}

/** Which of `noticeIds` the member has already seen as a popup. */
export async function findSeenPopupIds(db: TDb, memberId: bigint, noticeIds: string[]): Promise<Set<string>> {
  if (noticeIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notice_popup_seen')
    .select('notice_id')
    .where('member_id', '=', memberId)
    .where(
      'notice_id',
      'in',
      noticeIds.map((id) => BigInt(id)),
    )
    .execute();
  return new Set(rows.map((r) => r.notice_id.toString()));
}
