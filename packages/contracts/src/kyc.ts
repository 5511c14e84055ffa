import { z } from 'zod';
import { ZOpsMemberParams } from './agent-team.js';
import { ZPage, ZPageSize, ZPaged } from './wallet.js';

/**
 * Identity (issue 21, docs/player-protection.md "Identity"): the profile details the spec names (address,
 * nationality, occupation, source of income), the member's KYC status and the documents it uploads for an
 * operator's review. Times are ISO 8601 strings.
 */

// ---------------------------------------------------------------------------------------------------------
// Profile details (stored on the member; locked from member edits once KYC is verified)
// ---------------------------------------------------------------------------------------------------------

export const OCCUPATIONS = [
  'employed',
  'self_employed',
  'business_owner',
  'civil_servant',
  'student',
  'retired',
  'homemaker',
  'unemployed',
  'other',
] as const;
export const ZOccupation = z.enum(OCCUPATIONS, { error: 'details_choice_rule' });
export type TOccupation = z.infer<typeof ZOccupation>;

export const INCOME_SOURCES = [
  'salary',
  'business',
  'investments',
  'pension',
  'savings',
  'family_support',
  'other',
] as const;
export const ZIncomeSource = z.enum(INCOME_SOURCES, { error: 'details_choice_rule' });
export type TIncomeSource = z.infer<typeof ZIncomeSource>;

export const ADDRESS_MAX_CHARS = 255;
/** The free text beside "other" (occupation, source of income). */
export const OTHER_DETAIL_MAX_CHARS = 100;

/** GET /wps/member/profile/details (and the operator's view): null while the member has not given it. */
export const ZMemberDetails = z.object({
  address: z.string().nullable(),
  /** ISO 3166-1 alpha-2, upper case. */
  nationality: z.string().nullable(),
  occupation: ZOccupation.nullable(),
  /** Only with occupation 'other'. */
  occupationOther: z.string().nullable(),
  sourceOfIncome: ZIncomeSource.nullable(),
  /** Only with sourceOfIncome 'other'. */
  sourceOfIncomeOther: z.string().nullable(),
});
export type TMemberDetails = z.infer<typeof ZMemberDetails>;

/** The member's own view adds whether it may still edit them (not once KYC is verified). */
export const ZMemberDetailsView = ZMemberDetails.extend({ isLocked: z.boolean() });
export type TMemberDetailsView = z.infer<typeof ZMemberDetailsView>;

const otherText = z.string().trim().max(OTHER_DETAIL_MAX_CHARS, 'details_other_rule').optional();

/**
 * PUT /wps/member/profile/details: all four at once. "other" needs its text (field_required on the *Other
 * field); the text is ignored with any other choice. Refused with KYC_PROFILE_LOCKED once KYC is verified.
 */
export const ZMemberDetailsUpdate = z
  .object({
    address: z.string().trim().min(5, 'details_address_rule').max(ADDRESS_MAX_CHARS, 'details_address_rule'),
    nationality: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'details_nationality_rule'),
    occupation: ZOccupation,
    occupationOther: otherText,
    sourceOfIncome: ZIncomeSource,
    sourceOfIncomeOther: otherText,
  })
  .superRefine((value, issues) => {
    if (value.occupation === 'other' && !value.occupationOther)
      issues.addIssue({ code: 'custom', path: ['occupationOther'], message: 'field_required' });
    if (value.sourceOfIncome === 'other' && !value.sourceOfIncomeOther)
      issues.addIssue({ code: 'custom', path: ['sourceOfIncomeOther'], message: 'field_required' });
  });
export type TMemberDetailsUpdate = z.infer<typeof ZMemberDetailsUpdate>;

// ---------------------------------------------------------------------------------------------------------
// KYC status and documents
// ---------------------------------------------------------------------------------------------------------

/** none: nothing uploaded; pending: waiting for review; rejected carries the operator's reason. */
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatus>;

/**
 * The documents a member may upload, one file each per upload (a new one of a kind replaces nothing: the
 * operator sees every upload, newest first). An identity document's two sides, a proof of address (utility
 * bill or bank statement under 3 months), a selfie holding the identity document.
 */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'proof_of_address', 'selfie_with_id'] as const;
export const ZKycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKind>;

/** A document takes the decision of the review that saw it. */
export const KYC_DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const ZKycDocumentStatus = z.enum(KYC_DOCUMENT_STATUSES);

/** png, jpg or pdf, checked by content (magic bytes), at most 5 MB. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const ZKycDocumentMimeType = z.enum(KYC_DOCUMENT_MIME_TYPES);
export type TKycDocumentMimeType = z.infer<typeof ZKycDocumentMimeType>;

export const ZKycDocument = z.object({
  id: z.string(),
  kind: ZKycDocumentKind,
  status: ZKycDocumentStatus,
  mimeType: ZKycDocumentMimeType,
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** GET /wps/protection/kyc: the member's status, the reason of a rejection, its documents newest first. */
export const KYC_PATH = '/wps/protection/kyc';
/** POST multipart: field `kind` (ZKycDocumentKind) before field `file` (a field after the file may not be seen). Answers ZKycState. */
export const KYC_DOCUMENTS_PATH = '/wps/protection/kyc/documents';

export const ZKycState = z.object({
  status: ZKycStatus,
  /** The operator's reason, when rejected. */
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: z.array(ZKycDocument),
});
export type TKycState = z.infer<typeof ZKycState>;

export const ZKycUploadFields = z.object({ kind: ZKycDocumentKind });

/**
 * KYC_REQUIRED's details: the withdrawal is above `threshold` (minor units, a decimal string like every error
 * detail) and the member's status is not verified.
 */
export const ZKycRequiredRefusal = z.object({ threshold: z.string().regex(/^\d+$/), status: ZKycStatus });
export type TKycRequiredRefusal = z.infer<typeof ZKycRequiredRefusal>;

// ---------------------------------------------------------------------------------------------------------
// Operator review (/ops/merchants/:code/protection/kyc, area `protection`)
// ---------------------------------------------------------------------------------------------------------

/** The queue: every member with a KYC record, pending first (oldest submission first), or one status. */
export const ZOpsKycQueueQuery = z.object({
  status: ZKycStatus.exclude(['none']).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TOpsKycQueueQuery = z.infer<typeof ZOpsKycQueueQuery>;

export const ZOpsKycQueueRow = z.object({
  memberId: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  status: ZKycStatus,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  pendingDocuments: z.number().int(),
});
export type TOpsKycQueueRow = z.infer<typeof ZOpsKycQueueRow>;
export const ZOpsKycQueuePage = ZPaged(ZOpsKycQueueRow);
export type TOpsKycQueuePage = z.infer<typeof ZOpsKycQueuePage>;

/** One member's KYC: who it says it is, its documents and the last review. */
export const ZOpsKycMember = ZKycState.extend({
  memberId: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  birthday: z.string().nullable(),
  details: ZMemberDetails,
  /** The operator who made the last decision. */
  reviewedBy: z.string().nullable(),
});
export type TOpsKycMember = z.infer<typeof ZOpsKycMember>;

export const ZOpsKycParams = ZOpsMemberParams;
export const ZOpsKycDocumentParams = ZOpsMemberParams.extend({
  documentId: z.string().regex(/^\d{1,18}$/, 'id_rule'),
});

export const KYC_REASON_MAX_CHARS = 500;
/** POST …/kyc/:memberId/review: a rejection needs its reason (the member sees it). */
export const ZOpsKycReview = z
  .object({
    decision: z.enum(['verified', 'rejected']),
    reason: z.string().trim().max(KYC_REASON_MAX_CHARS).optional(),
  })
  .superRefine((value, issues) => {
    if (value.decision === 'rejected' && !value.reason)
      issues.addIssue({ code: 'custom', path: ['reason'], message: 'field_required' });
  });
export type TOpsKycReview = z.infer<typeof ZOpsKycReview>;
