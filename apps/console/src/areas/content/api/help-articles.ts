import { ZOpsHelpArticle, type THelpArticleSave, type TOpsHelpArticle } from '@kirin/contracts';
import { contentResource } from './content-resource';

/** Help centre articles; an article takes its language from its category (the list's language filter too). */
export const helpArticles = contentResource<TOpsHelpArticle, THelpArticleSave>(
  'help-articles',
  ZOpsHelpArticle,
);
