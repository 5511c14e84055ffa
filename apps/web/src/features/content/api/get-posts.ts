import { ZPostList, type TPostKind } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/posts/:kind: published news, blog or installation-guide posts, newest first. */
export function getPosts(kind: TPostKind, language: string, signal?: AbortSignal) {
  return apiGet(`/wps/system/posts/${kind}`, ZPostList, { query: { language }, signal });
}

export function postsQueryOptions(kind: TPostKind, language: string) {
  return queryOptions({
    queryKey: ['content', 'posts', kind, language],
    queryFn: ({ signal }) => getPosts(kind, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePosts(kind: TPostKind | undefined, language: string) {
  return useQuery({ ...postsQueryOptions(kind ?? 'news', language), enabled: kind !== undefined });
}
