import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZPage, ZPageSize, ZPaged } from './wallet.js';

// ---------------------------------------------------------------- platform messages (messageV2)

/** Who a platform message is for: one member, the members carrying a label, or every member of the merchant. */
export const MESSAGE_AUDIENCES = ['MEMBER', 'LABEL', 'ALL'] as const;
export const ZMessageAudience = z.enum(MESSAGE_AUDIENCES);
export type TMessageAudience = z.infer<typeof ZMessageAudience>;

/** MESSAGE: written by an operator; FEEDBACK_ANSWER: the operator's answer to the member's feedback. */
export const MESSAGE_KINDS = ['MESSAGE', 'FEEDBACK_ANSWER'] as const;
export const ZMessageKind = z.enum(MESSAGE_KINDS);
export type TMessageKind = z.infer<typeof ZMessageKind>;

/**
 * marketing: promotions and news (not shown to a member who was in a time-out or self-exclusion when it was
 * sent); service: about the member's account. An operator's send defaults to marketing for a label or
 * everyone and to service for one member (docs/player-protection.md).
 */
export const MESSAGE_CATEGORIES = ['marketing', 'service'] as const;
export const ZMessageCategory = z.enum(MESSAGE_CATEGORIES);
export type TMessageCategory = z.infer<typeof ZMessageCategory>;

/** The category an operator's send gets when it names none. */
export function defaultMessageCategory(audience: TMessageAudience): TMessageCategory {
  return audience === 'MEMBER' ? 'service' : 'marketing';
}

export const MESSAGE_TITLE_MAX_CHARS = 100;
export const MESSAGE_CONTENT_MAX_CHARS = 2000;

/** One message as the member sees it. Title and content are plain text (the site never renders them as HTML). */
export const ZPlatformMessage = z.object({
  id: z.string(),
  kind: ZMessageKind,
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TPlatformMessage = z.infer<typeof ZPlatformMessage>;

/** GET /wps/relay/CSP_messages: newest first. */
export const ZMessageListQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;
export const ZPlatformMessagePage = ZPaged(ZPlatformMessage);
export type TPlatformMessagePage = z.infer<typeof ZPlatformMessagePage>;

/** POST /wps/relay/CSP_readMessage. */
export const ZReadMessageRequest = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id_rule') });
export type TReadMessageRequest = z.infer<typeof ZReadMessageRequest>;

/** GET /wps/relay/CSP_unreadCount; also POST /wps/relay/CSP_readAllMessages (count = messages just marked). */
export const ZUnreadCount = z.object({ count: z.number().int().nonnegative() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** POST /ops/merchants/:code/messages. `username` with MEMBER, `labelName` with LABEL, neither with ALL. */
export const ZOpsSendMessage = z
  .object({
    audience: ZMessageAudience,
    username: z.string().trim().min(1).max(64).optional(),
    labelName: z.string().trim().min(1).max(64).optional(),
    /** Default: defaultMessageCategory(audience). */
    category: ZMessageCategory.optional(),
    title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX_CHARS),
    content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX_CHARS),
  })
  .superRefine((value, issues) => {
    if (value.audience === 'MEMBER' && !value.username)
      issues.addIssue({ code: 'custom', path: ['username'], message: 'required' });
    if (value.audience === 'LABEL' && !value.labelName)
      issues.addIssue({ code: 'custom', path: ['labelName'], message: 'required' });
  });
export type TOpsSendMessage = z.infer<typeof ZOpsSendMessage>;

export const ZOpsMessage = z.object({
  id: z.string(),
  kind: ZMessageKind,
  audience: ZMessageAudience,
  category: ZMessageCategory,
  /** The member's username (MEMBER) or the label (LABEL); null for ALL. */
  target: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** Members who have opened it so far. */
  readCount: z.number().int(),
  createdAt: z.string(),
});
export type TOpsMessage = z.infer<typeof ZOpsMessage>;
export const ZOpsMessagePage = ZPaged(ZOpsMessage);

// ---------------------------------------------------------------- feedback

/** The feedback form's types (spec: "type"); the site translates them as feedback_type_<TYPE>. */
export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'OTHER'] as const;
export const ZFeedbackType = z.enum(FEEDBACK_TYPES);
export type TFeedbackType = z.infer<typeof ZFeedbackType>;

export const FEEDBACK_CONTENT_MIN_CHARS = 1;
/** Spec section 9: feedback at most 140 characters. */
export const FEEDBACK_CONTENT_MAX_CHARS = 140;
/** Spec section 9: up to 3 images, png or jpg, 5 MB each. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The text fields of PUT /wps/feedback (multipart: these fields plus up to three `images` parts). */
export const ZFeedbackFields = z.object({
  type: ZFeedbackType,
  content: z
    .string()
    .trim()
    .min(FEEDBACK_CONTENT_MIN_CHARS, 'content_not_empty')
    .max(FEEDBACK_CONTENT_MAX_CHARS, 'feedback_length'),
});
export type TFeedbackFields = z.infer<typeof ZFeedbackFields>;

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED'] as const;
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type TFeedbackStatus = z.infer<typeof ZFeedbackStatus>;

/** One feedback as its member sees it, with the answer once there is one. */
export const ZFeedback = z.object({
  id: z.string(),
  type: ZFeedbackType,
  content: z.string(),
  imageCount: z.number().int(),
  status: ZFeedbackStatus,
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

/** GET /wps/feedback: the member's feedback, newest first. */
export const ZFeedbackListQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZFeedbackPage = ZPaged(ZFeedback);
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

/** GET /ops/merchants/:code/feedback: oldest first (a work queue), optionally one status. */
export const ZOpsFeedbackQuery = z.object({
  status: ZFeedbackStatus.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TOpsFeedbackQuery = z.infer<typeof ZOpsFeedbackQuery>;

export const ZOpsFeedback = ZFeedback.extend({
  memberId: z.string(),
  username: z.string(),
  /** GET /ops/merchants/:code/feedback/:id/images/:position for position 1..imageCount. */
  imagePositions: z.array(z.number().int()),
});
export type TOpsFeedback = z.infer<typeof ZOpsFeedback>;
export const ZOpsFeedbackPage = ZPaged(ZOpsFeedback);

export const ZOpsFeedbackParams = z.object({
  code: ZMerchantCode,
  id: z.string().regex(/^\d{1,18}$/, 'id_rule'),
});
export const ZOpsFeedbackImageParams = ZOpsFeedbackParams.extend({
  position: z.coerce.number().int().min(1).max(FEEDBACK_MAX_IMAGES),
});

/** POST /ops/merchants/:code/feedback/:id/answer: stored on the feedback and sent to the member as a message. */
export const ZOpsFeedbackAnswer = z.object({
  answer: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX_CHARS),
});
export type TOpsFeedbackAnswer = z.infer<typeof ZOpsFeedbackAnswer>;
