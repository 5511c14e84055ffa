import { z } from 'zod';

/** Legal pages of the footer, edited per merchant and language by the operator. */
export const LEGAL_SLUGS = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund',
] as const;
export const ZLegalSlug = z.enum(LEGAL_SLUGS);
export type TLegalSlug = z.infer<typeof ZLegalSlug>;

export const ZLegalPage = z.object({
  slug: ZLegalSlug,
  language: z.string(),
  title: z.string(),
  /** Sanitised HTML; the site sanitises again before showing it. */
  html: z.string(),
  updatedAt: z.string(),
});
export type TLegalPage = z.infer<typeof ZLegalPage>;

export const ZLegalPageUpdate = z.object({
  language: z.string().min(2).max(8),
  title: z.string().trim().min(1).max(200),
  html: z.string().max(200_000),
});
