import { ZLegalPage, type TLegalSlug } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/legal`;

export const legalPagesKey = (merchant: string) => ['content', merchant, 'legal'] as const;

/** Every stored legal page of the merchant, in every language (a bounded list). */
export const fetchLegalPages = (merchant: string, signal?: AbortSignal) =>
  opsGet(base(merchant), z.array(ZLegalPage), undefined, signal);

/** Creates or replaces one page in one language (the server sanitises the HTML). */
export const saveLegalPage = (
  merchant: string,
  slug: TLegalSlug,
  body: { language: string; title: string; html: string },
) => opsSend('PUT', `${base(merchant)}/${slug}`, ZLegalPage, body);
