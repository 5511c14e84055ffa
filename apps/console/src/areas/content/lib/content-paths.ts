import { consolePaths } from '../../../app/paths';

/** The content area's addresses (one place, so links and navigation agree). */
export const contentPaths = {
  notices: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'notices'),
  notice: (merchant: string, id: string) => consolePaths.areaPage(merchant, 'content', `notices/${id}`),
  banners: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'banners'),
  helpCategories: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'help-categories'),
  helpArticles: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'help-articles'),
  helpArticle: (merchant: string, id: string) =>
    consolePaths.areaPage(merchant, 'content', `help-articles/${id}`),
  posts: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'posts'),
  post: (merchant: string, id: string) => consolePaths.areaPage(merchant, 'content', `posts/${id}`),
  legalPages: (merchant: string) => consolePaths.areaPage(merchant, 'content', 'legal'),
  legalPage: (merchant: string, slug: string, language: string) =>
    consolePaths.areaPage(merchant, 'content', `legal/${slug}/${language}`),
};

/** The id segment of a new item's editor. */
export const NEW_ID = 'new';
