import { ZOpsNotice, type TNoticeSave, type TOpsNotice } from '@kirin/contracts';
import { contentResource } from './content-resource';

/** Notices and announcements (PL, PU, PR, H), shown on the site between their start and end. */
export const notices = contentResource<TOpsNotice, TNoticeSave>('notices', ZOpsNotice);

/** The body that saves a notice as it is, with `changes` (a PUT replaces the whole notice). */
export const noticeSaveOf = (notice: TOpsNotice, changes: Partial<TNoticeSave> = {}): TNoticeSave => ({
  type: notice.type,
  language: notice.language,
  title: notice.title,
  html: notice.html,
  startsAt: notice.startsAt,
  endsAt: notice.endsAt,
  sortOrder: notice.sortOrder,
  isPopup: notice.isPopup,
  imageUrl: notice.imageUrl,
  linkUrl: notice.linkUrl,
  audience: notice.audience,
  ...changes,
});
