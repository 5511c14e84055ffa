import { ZLegalPage, type TLegalSlug } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/content/:slug: a footer legal page in `language` (else the merchant default). */
export function getLegalPage(slug: TLegalSlug, language: string, signal?: AbortSignal) {
  return apiGet(`/wps/system/content/${slug}`, ZLegalPage, { query: { language }, signal });
}

export function legalPageQueryOptions(slug: TLegalSlug, language: string) {
  return queryOptions({
    queryKey: ['content', 'legal', slug, language],
    queryFn: ({ signal }) => getLegalPage(slug, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLegalPage(slug: TLegalSlug | undefined, language: string) {
  return useQuery({ ...legalPageQueryOptions(slug ?? 'about', language), enabled: slug !== undefined });
}
