import { useQuery } from '@tanstack/react-query';
import { helpCategories } from './help-categories';

/** Every help category of the merchant (all languages): the articles' names for them and the editor's choice. */
export const useAllHelpCategories = (merchant: string) =>
  useQuery({
    queryKey: [...helpCategories.key(merchant), 'all'],
    queryFn: ({ signal }) => helpCategories.list(merchant, undefined, signal),
  });

/** A category as a choice: its title and language. */
export const categoryLabel = (category: { title: string; language: string }) =>
  `${category.title} (${category.language})`;
