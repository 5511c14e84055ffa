import {
  ZKycStatus,
  ZOpsKycMember,
  ZOpsKycQueuePage,
  type TOpsKycQueueQuery,
  type TOpsKycReview,
} from '@kirin/contracts';
import { z } from 'zod';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsBlob, opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/protection/kyc`;
const memberBase = (merchant: string, memberId: string) =>
  `${base(merchant)}/${encodeURIComponent(memberId)}`;

export const kycKey = (merchant: string) => ['protection', merchant, 'kyc'] as const;
export const kycMemberKey = (merchant: string, memberId: string) =>
  [...kycKey(merchant), 'member', memberId] as const;

/** The queue: pending first, oldest first (the server's order), optionally one status. */
export const fetchKycQueue = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(
    base(merchant),
    ZOpsKycQueuePage,
    {
      status: request.filters.status as TOpsKycQueueQuery['status'],
      page: request.page,
      pageSize: request.pageSize,
    },
    signal,
  );

/** One member's identity and documents: the server audits every read. */
export const fetchKycMember = (merchant: string, memberId: string, signal?: AbortSignal) =>
  opsGet(memberBase(merchant, memberId), ZOpsKycMember, undefined, signal);

/** A document's bytes (png, jpg or pdf as its content was checked), with the operator's token. */
export const fetchKycDocument = (merchant: string, memberId: string, documentId: string) =>
  opsBlob(`${memberBase(merchant, memberId)}/documents/${encodeURIComponent(documentId)}`);

export const reviewKyc = (merchant: string, memberId: string, body: TOpsKycReview) =>
  opsSend('POST', `${memberBase(merchant, memberId)}/review`, z.object({ status: ZKycStatus }), body);
