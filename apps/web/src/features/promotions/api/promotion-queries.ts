import { ZPromotionDetail, ZPromotionList, type TLanguage } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const PROMOTIONS_QUERY_ROOT = ['promotions'] as const;

/** GET /wps/promotions: categories and cards (statuses are the member's when signed in). */
export function getPromotions(language: TLanguage | undefined, signal?: AbortSignal) {
  return apiGet('/wps/promotions', ZPromotionList, { query: { language }, signal });
}

/** GET /wps/promotions/detail: one promotion by id or code (banners link by code). */
export function getPromotionDetail(key: { id?: string; code?: string }, signal?: AbortSignal) {
  return apiGet('/wps/promotions/detail', ZPromotionDetail, { query: key, signal });
}

// The session token is part of each key: signing in or out refetches the member's statuses.
export function promotionsQueryOptions(token: string | null, language?: TLanguage) {
  return queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'list', token, language],
    queryFn: ({ signal }) => getPromotions(language, signal),
  });
}

export function usePromotions(language?: TLanguage) {
  const token = useSessionStore((s) => s.token);
  return useQuery(promotionsQueryOptions(token, language));
}

export function usePromotionDetail(key: { id?: string; code?: string }) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'detail', token, key.id ?? null, key.code ?? null],
    queryFn: ({ signal }) => getPromotionDetail(key, signal),
    enabled: Boolean(key.id || key.code),
  });
}
