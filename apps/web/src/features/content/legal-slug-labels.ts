import { LEGAL_SLUGS, type TLegalSlug } from '@kirin/contracts';

/** The footer label of each legal page (spec section 2: About Company, Contact Us, …). */
export const LEGAL_LABEL_KEYS: Record<TLegalSlug, string> = {
  about: 'legal_about',
  contact: 'legal_contact',
  terms: 'legal_terms',
  'responsible-gaming': 'legal_responsible_gaming',
  privacy: 'legal_privacy',
  affiliates: 'legal_affiliates',
  refund: 'legal_refund',
};

export function isLegalSlug(value: string | undefined): value is TLegalSlug {
  return value !== undefined && (LEGAL_SLUGS as readonly string[]).includes(value);
}
