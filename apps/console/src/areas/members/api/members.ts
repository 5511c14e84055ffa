import {
  ZOpsMemberPage,
  ZOpsMemberSearchQuery,
  type TMemberSortField,
  type TOpsMemberSearchQuery,
} from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsGet } from '../../../lib/api';

export const membersBase = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/members`;

/** Every member query of a merchant starts with this (the search, each member's profile and lists). */
export const membersKey = (merchant: string) => ['members', merchant] as const;

export type TMemberSearch = Pick<TOpsMemberSearchQuery, 'by'> & { q?: string };

export const memberSearchKey = (merchant: string, search: TMemberSearch) =>
  [...membersKey(merchant), 'search', search] as const;

/** The search as the route takes it; a query that does not suit its key is refused here and by the server. */
export const parseMemberSearch = (search: { by?: string; q?: string }) =>
  ZOpsMemberSearchQuery.safeParse({ by: search.by || undefined, q: search.q });

/** One page of the search, sorted by a column the route allows (createdAt, username, lastLoginAt). */
export const fetchMembers =
  (merchant: string, search: TMemberSearch) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      membersBase(merchant),
      ZOpsMemberPage,
      {
        by: search.by,
        q: search.q,
        sort: request.sort?.id as TMemberSortField | undefined,
        order: request.sort ? (request.sort.isDescending ? 'desc' : 'asc') : undefined,
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );
