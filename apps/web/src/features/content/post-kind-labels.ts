import { POST_KINDS, type TPostKind } from '@kirin/contracts';

/** The footer label of each post kind (spec section 2 "Other screens": news, blog, installation guide). */
export const POST_LABEL_KEYS: Record<TPostKind, string> = {
  news: 'content_news',
  blog: 'content_blog',
  guide: 'content_install_guide',
};

export function isPostKind(value: string | undefined): value is TPostKind {
  return value !== undefined && (POST_KINDS as readonly string[]).includes(value);
}
