import { ZOpsMessage, ZOpsMessagePage, type TOpsSendMessage } from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/messages`;

export const sentMessagesKey = (merchant: string) => ['messages', merchant, 'sent'] as const;

/** Messages sent, newest first, with how many members have read each (the route pages; no filters). */
export const fetchSentMessages = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  opsGet(base(merchant), ZOpsMessagePage, { page: request.page, pageSize: request.pageSize }, signal);

export const sendMessage = (merchant: string, body: TOpsSendMessage) =>
  opsSend('POST', base(merchant), ZOpsMessage, body);
