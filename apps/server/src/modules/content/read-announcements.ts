import type { TAnnouncements, TAnnouncementType, TNotice } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { contentCachePrefix } from './content-cache.js';
import {
  findSeenPopupIds,
  findUnendedBanners,
  findUnendedNotices,
  type TBannerRow,
  type TNoticeRow,
} from './content.queries.js';

type TAnnouncementScope = {
  merchantId: bigint;
  language: string;
  defaultLanguage: string;
  types: readonly TAnnouncementType[];
  /** A logged-in member does not get the popups they have already closed. */
  memberId?: bigint;
  now?: Date;
};

type TLoaded = { notices: TNoticeRow[]; banners: TBannerRow[] };

/** The asked language's rows, else (none at all) the merchant default's. */
async function loadInLanguage<T>(
  load: (language: string) => Promise<T[]>,
  language: string,
  defaultLanguage: string,
): Promise<T[]> {
  const rows = await load(language);
  return rows.length > 0 || language === defaultLanguage ? rows : load(defaultLanguage);
}

function loadAnnouncements(ctx: TAppContext, scope: TAnnouncementScope): Promise<TLoaded> {
  const { merchantId, language, defaultLanguage } = scope;
  // Only known languages reach here (normaliseLanguage), so the keys stay few.
  return ctx.cache.getOrLoad(`${contentCachePrefix(merchantId)}announcements:${language}`, async () => ({
    notices: await loadInLanguage(
      (l) => findUnendedNotices(ctx.db, merchantId, l),
      language,
      defaultLanguage,
    ),
    banners: await loadInLanguage(
      (l) => findUnendedBanners(ctx.db, merchantId, l),
      language,
      defaultLanguage,
    ),
  }));
}

const isLive = (row: { startsAtMs: number; endsAtMs: number | null }, nowMs: number) =>
  row.startsAtMs <= nowMs && (row.endsAtMs === null || nowMs < row.endsAtMs);

const toNotice = (row: TNoticeRow): TNotice => ({
  id: row.id,
  title: row.title,
  content: row.html,
  timestamp: new Date(row.startsAtMs).toISOString(),
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
});

/**
 * The notice payload (spec section 3) of the asked types: only what is live now. `player` holds PL and H
 * notices, `popup` the PU notices and those flagged as popups, `promotion` the PR notices, `banners` (B) the
 * banners.
 */
export async function readAnnouncements(
  ctx: TAppContext,
  scope: TAnnouncementScope,
): Promise<TAnnouncements> {
  const { notices, banners } = await loadAnnouncements(ctx, scope);
  const nowMs = (scope.now ?? new Date()).getTime();
  const asked = new Set(scope.types);
  const live = notices.filter((n) => isLive(n, nowMs));
  let popup = asked.has('PU') ? live.filter((n) => n.type === 'PU' || n.isPopup) : [];
  if (scope.memberId !== undefined && popup.length > 0) {
    const seen = await findSeenPopupIds(
      ctx.db,
      scope.memberId,
      popup.map((n) => n.id),
    );
    popup = popup.filter((n) => !seen.has(n.id));
  }
  return {
    player: live.filter((n) => (n.type === 'PL' || n.type === 'H') && asked.has(n.type)).map(toNotice),
    banners: asked.has('B')
      ? banners
          .filter((b) => isLive(b, nowMs))
          .map(({ id, title, imageUrl, linkUrl }) => ({ id, title, imageUrl, linkUrl }))
      : [],
    popup: popup.map(toNotice),
    promotion: asked.has('PR') ? live.filter((n) => n.type === 'PR').map(toNotice) : [],
  };
}
