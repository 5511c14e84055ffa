import { ZOpsHelpCategory, type THelpCategorySave, type TOpsHelpCategory } from '@kirin/contracts';
import { contentResource } from './content-resource';

/** Help centre categories, one language each; deleting one deletes its articles (the server's rule). */
export const helpCategories = contentResource<TOpsHelpCategory, THelpCategorySave>(
  'help-categories',
  ZOpsHelpCategory,
);
