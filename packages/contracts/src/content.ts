import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from './system.js';

/** Legal pages of the footer, edited per merchant and language by the operator. */
export const LEGAL_SLUGS = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund',
] as const;
export const ZLegalSlug = z.enum(LEGAL_SLUGS);
export type TLegalSlug = z.infer<typeof ZLegalSlug>;

export const ZLegalPage = z.object({
  slug: ZLegalSlug,
  language: z.string(),
  title: z.string(),
  /** Sanitised HTML; the site sanitises again before showing it. */
  html: z.string(),
  updatedAt: z.string(),
});
export type TLegalPage = z.infer<typeof ZLegalPage>;

export const ZLegalPageUpdate = z.object({
  language: z.string().min(2).max(8),
  title: z.string().trim().min(1).max(200),
  html: z.string().max(200_000),
});

// ---------------------------------------------------------------------------------------------------------
// Notices, banners, help centre and posts (issue 6). Ids are decimal strings (bigint in the database).

const ZContentId = z.string().regex(/^\d{1,18}$/);

/**
 * The brand's announcement types (spec section 3). B is the banners; PL (player notices), PU (popups), PR
 * (promotions) and H (highlighted player notices) are notices. docs/content.md has the mapping to the answer.
 */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
export const ZAnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export const ZNoticeType = z.enum(NOTICE_TYPES);
export type TAnnouncementType = z.infer<typeof ZAnnouncementType>;
export type TNoticeType = z.infer<typeof ZNoticeType>;
/** Spec section 9: the notice page and modal show nine notices a page. */
export const NOTICES_PER_PAGE = 9;

/** GET /wps/relay/MCSFE_getListAnnouncements: `types` is a comma list ('B,PL,PU,PR'; the brand default B). */
export const ZAnnouncementQuery = z.object({
  types: z
    .string()
    .max(40)
    .default('B')
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(ZAnnouncementType).min(1)),
  platform: z.literal('W').optional(),
  execution: z
    .string()
    .regex(/^[A-Z]{1,4}$/)
    .optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});

/** One notice: `content` is sanitised HTML; `timestamp` (ISO) is shown as yyyy-MM-dd hh:mm:ss. */
export const ZNotice = z.object({
  id: ZContentId,
  title: z.string(),
  content: z.string(),
  timestamp: z.string(),
  /** Promotions teaser only: its picture and where it leads. */
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZBanner = z.object({
  id: ZContentId,
  title: z.string(),
  /** Relative to an image CDN, or absolute. */
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

/** The notice payload of spec section 3: only what is live now, in the asked language. */
export const ZAnnouncements = z.object({
  player: z.array(ZNotice),
  banners: z.array(ZBanner),
  popup: z.array(ZNotice),
  promotion: z.array(ZNotice),
});
export type TAnnouncements = z.infer<typeof ZAnnouncements>;

/** POST /wps/relay/MCSFE_markPopupSeen (T): these popups are not shown to this member again. */
export const ZMarkPopupSeen = z.object({ noticeIds: z.array(ZContentId).min(1).max(50) });
export const ZMarkPopupSeenAnswer = z.object({ marked: z.number().int() });

export const ZHelpCentreQuery = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export const ZHelpArticle = z.object({
  id: ZContentId,
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export const ZHelpCategory = z.object({ id: ZContentId, title: z.string(), articles: z.array(ZHelpArticle) });
export const ZHelpCentre = z.object({ categories: z.array(ZHelpCategory) });
export type THelpArticle = z.infer<typeof ZHelpArticle>;
export type THelpCategory = z.infer<typeof ZHelpCategory>;
export type THelpCentre = z.infer<typeof ZHelpCentre>;

/** Dated content posts of the footer labels: news, blog and the installation guide. */
export const POST_KINDS = ['news', 'blog', 'guide'] as const;
export const ZPostKind = z.enum(POST_KINDS);
export type TPostKind = z.infer<typeof ZPostKind>;
export const ZPost = z.object({
  id: ZContentId,
  title: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export const ZPostList = z.object({ list: z.array(ZPost) });
export type TPost = z.infer<typeof ZPost>;

// ---------------------------------------------------------------------------------------------------------
// Operator side (/ops/merchants/:code/...): PUT replaces the whole item; HTML is sanitised when saved.

/** An image: absolute http(s) or a path on the image CDN; never another scheme. */
const ZImageUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((s) => /^https?:\/\//i.test(s) || /^[\w./-]+$/.test(s), 'an http(s) URL or a CDN path');
/** A link: absolute http(s) or a site path starting with one slash. */
const ZLinkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((s) => /^https?:\/\//i.test(s) || /^\/(?!\/)/.test(s), 'an http(s) URL or a site path')
  .nullable()
  .default(null);
const ZOpsLanguage = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((s) => s.toUpperCase());
const ZSchedule = {
  startsAt: z.iso.datetime({ offset: true }),
  /** Null: no end. */
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
};
const hasOrderedSchedule = (s: { startsAt: string; endsAt: string | null }) =>
  s.endsAt === null || Date.parse(s.endsAt) > Date.parse(s.startsAt);
const SCHEDULE_ISSUE = { message: 'endsAt must be after startsAt', path: ['endsAt'] };
const ZSortOrder = z.number().int().min(-100_000).max(100_000).default(0);
const ZHtml = z.string().max(200_000);
const ZTitle = z.string().trim().min(1).max(200);

export const ZNoticeSave = z
  .object({
    type: ZNoticeType,
    language: ZOpsLanguage,
    title: ZTitle,
    html: ZHtml,
    ...ZSchedule,
    sortOrder: ZSortOrder,
    /** Also shown once to each member after login (as PU notices are). */
    isPopup: z.boolean().default(false),
    imageUrl: ZImageUrl.nullable().default(null),
    linkUrl: ZLinkUrl,
    /** ALL: the member site; AGENT: the agent centre's announcement page only (members never see it). */
    audience: z.enum(['ALL', 'AGENT']).default('ALL'),
  })
  .refine(hasOrderedSchedule, SCHEDULE_ISSUE);
export type TNoticeSave = z.infer<typeof ZNoticeSave>;
export const ZOpsNotice = z.object({
  id: ZContentId,
  type: ZNoticeType,
  language: z.string(),
  title: z.string(),
  html: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  isPopup: z.boolean(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  audience: z.enum(['ALL', 'AGENT']),
  updatedAt: z.string(),
});
export type TOpsNotice = z.infer<typeof ZOpsNotice>;

export const ZBannerSave = z
  .object({
    language: ZOpsLanguage,
    title: z.string().trim().max(200).default(''),
    imageUrl: ZImageUrl,
    linkUrl: ZLinkUrl,
    ...ZSchedule,
    sortOrder: ZSortOrder,
  })
  .refine(hasOrderedSchedule, SCHEDULE_ISSUE);
export type TBannerSave = z.infer<typeof ZBannerSave>;
export const ZOpsBanner = z.object({
  id: ZContentId,
  language: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type TOpsBanner = z.infer<typeof ZOpsBanner>;

export const ZHelpCategorySave = z.object({ language: ZOpsLanguage, title: ZTitle, sortOrder: ZSortOrder });
export type THelpCategorySave = z.infer<typeof ZHelpCategorySave>;
export const ZOpsHelpCategory = z.object({
  id: ZContentId,
  language: z.string(),
  title: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type TOpsHelpCategory = z.infer<typeof ZOpsHelpCategory>;

export const ZHelpArticleSave = z.object({
  categoryId: ZContentId,
  title: ZTitle,
  html: ZHtml,
  sortOrder: ZSortOrder,
});
export type THelpArticleSave = z.infer<typeof ZHelpArticleSave>;
export const ZOpsHelpArticle = z.object({
  id: ZContentId,
  categoryId: ZContentId,
  title: z.string(),
  html: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type TOpsHelpArticle = z.infer<typeof ZOpsHelpArticle>;

export const ZPostSave = z.object({
  kind: ZPostKind,
  language: ZOpsLanguage,
  title: ZTitle,
  html: ZHtml,
  publishedAt: z.iso.datetime({ offset: true }),
});
export type TPostSave = z.infer<typeof ZPostSave>;
export const ZOpsPost = z.object({
  id: ZContentId,
  kind: ZPostKind,
  language: z.string(),
  title: z.string(),
  html: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type TOpsPost = z.infer<typeof ZOpsPost>;

/** Operator list filters: one language, or all. */
export const ZOpsContentQuery = z.object({ language: ZOpsLanguage.optional() });
