import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const ZRemoved = z.object({ id: z.string() });

/**
 * The operator routes of one kind of content (/ops/merchants/:code/<path>): the whole list (one language or
 * all), create, replace (PUT takes the whole item) and delete. Answers are checked with the contracts' schemas.
 */
export function contentResource<TView extends { id: string }, TSave>(path: string, view: z.ZodType<TView>) {
  const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/${path}`;
  return {
    /** Every query of this kind for a merchant starts with this key, so one invalidation refreshes them all. */
    key: (merchant: string) => ['content', merchant, path] as const,
    list: (merchant: string, language?: string, signal?: AbortSignal) =>
      opsGet(base(merchant), z.array(view), { language }, signal),
    create: (merchant: string, body: TSave) => opsSend('POST', base(merchant), view, body),
    update: (merchant: string, id: string, body: TSave) =>
      opsSend('PUT', `${base(merchant)}/${id}`, view, body),
    remove: (merchant: string, id: string) => opsSend('DELETE', `${base(merchant)}/${id}`, ZRemoved),
  };
}

export type TContentResource<TView extends { id: string }, TSave> = ReturnType<
  typeof contentResource<TView, TSave>
>;
