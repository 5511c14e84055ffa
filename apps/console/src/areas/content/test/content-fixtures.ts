import type { TOpsBanner, TOpsHelpArticle, TOpsHelpCategory, TOpsNotice, TOpsPost } from '@kirin/contracts';
import type { TOperatorRole } from '@kirin/contracts';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, signInAs } from '../../../test/render-console';

const HOUR_MS = 3600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

export function notice(id: string, over: Partial<TOpsNotice> = {}): TOpsNotice {
  return {
    id,
    type: 'PL',
    language: 'EN',
    title: `Notice ${id}`,
    html: `<p>Body ${id}</p>`,
    startsAt: hoursFromNow(-2),
    endsAt: null,
    sortOrder: 0,
    isPopup: false,
    imageUrl: null,
    linkUrl: null,
    audience: 'ALL',
    updatedAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

export function banner(id: string, over: Partial<TOpsBanner> = {}): TOpsBanner {
  return {
    id,
    language: 'EN',
    title: `Banner ${id}`,
    imageUrl: `banners/${id}.jpg`,
    linkUrl: '/promotions',
    startsAt: hoursFromNow(-2),
    endsAt: null,
    sortOrder: 0,
    updatedAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

export function category(id: string, over: Partial<TOpsHelpCategory> = {}): TOpsHelpCategory {
  return {
    id,
    language: 'EN',
    title: `Category ${id}`,
    sortOrder: 0,
    updatedAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

export function article(
  id: string,
  categoryId: string,
  over: Partial<TOpsHelpArticle> = {},
): TOpsHelpArticle {
  return {
    id,
    categoryId,
    title: `Article ${id}`,
    html: `<p>Article body ${id}</p>`,
    sortOrder: 0,
    updatedAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

export function post(id: string, over: Partial<TOpsPost> = {}): TOpsPost {
  return {
    id,
    kind: 'news',
    language: 'EN',
    title: `Post ${id}`,
    html: `<p>Post body ${id}</p>`,
    publishedAt: hoursFromNow(-2),
    updatedAt: '2026-11-27T01:00:00.000Z',
    ...over,
  };
}

/** Signs in as `role` and answers the shell's calls plus `handlers`. */
export function consoleAs(role: TOperatorRole, handlers: Record<string, unknown>) {
  const operator = signInAs(role);
  return mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator), ...handlers });
}

/** Whether an ISO time lies within the test's own run (a time the page took as "now"). */
export const isAroundNow = (iso: unknown, startedMs: number) =>
  typeof iso === 'string' && Date.parse(iso) >= startedMs - 60_000 && Date.parse(iso) <= Date.now();
