import type { TOpsHelpCategory } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { helpArticles } from '../api/help-articles';
import { helpCategories } from '../api/help-categories';
import { DeleteAction } from '../components/delete-action';
import { useLanguageOptions } from '../components/language-field';
import { contentPaths } from '../lib/content-paths';
import { HelpCategoryDialog } from './help-category-dialog';

const column = createColumnHelper<TOpsHelpCategory>();

const fetchCategories = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally((s) => helpCategories.list(merchant, request.filters.language, s))(request, signal);

function CategoryActions({
  merchant,
  category,
  articleCount,
}: {
  merchant: string;
  category: TOpsHelpCategory;
  articleCount: number;
}) {
  const { t } = useTranslation('content');
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="row-actions">
      <Button onClick={() => setIsEditing(true)} aria-label={`${t('actions.edit')}: ${category.title}`}>
        {t('actions.edit')}
      </Button>
      <DeleteAction
        name={category.title}
        invalidates={[helpCategories.key(merchant), helpArticles.key(merchant)]}
        run={() => helpCategories.remove(merchant, category.id)}
      >
        {articleCount > 0 ? (
          <p className="note note-error">{t('helpCategories.deleteArticles', { count: articleCount })}</p>
        ) : null}
      </DeleteAction>
      {isEditing ? (
        <HelpCategoryDialog merchant={merchant} category={category} onClose={() => setIsEditing(false)} />
      ) : null}
    </div>
  );
}

/** The help centre's categories, per language; their articles are on the next page. */
export default function HelpCategoriesPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [isAdding, setIsAdding] = useState(false);
  const languageOptions = useLanguageOptions();
  const articles = useQuery({
    queryKey: [...helpArticles.key(merchant), 'all'],
    queryFn: ({ signal }) => helpArticles.list(merchant, undefined, signal),
  });
  const articleCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const article of articles.data ?? [])
      counts.set(article.categoryId, (counts.get(article.categoryId) ?? 0) + 1);
    return counts;
  }, [articles.data]);
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('fields.title'), enableSorting: true }),
      column.accessor('language', { header: t('fields.language'), enableSorting: true }),
      column.accessor((row) => articleCounts.get(row.id) ?? 0, {
        id: 'articles',
        header: t('helpCategories.articles'),
        cell: (c) => (
          <Link to={`${contentPaths.helpArticles(merchant)}?f.category=${c.row.original.id}`}>
            {c.getValue()}
          </Link>
        ),
        meta: { align: 'end' },
      }),
      column.accessor('sortOrder', {
        header: t('fields.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('updatedAt', {
        header: t('fields.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions.header'),
              cell: (c) => (
                <CategoryActions
                  merchant={merchant}
                  category={c.row.original}
                  articleCount={articleCounts.get(c.row.original.id) ?? 0}
                />
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite, articleCounts],
  );
  return (
    <>
      <PageHeader
        title={t('helpCategories.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsAdding(true)}>
              {t('helpCategories.new')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('helpCategories.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('helpCategories.title')}
        queryKey={helpCategories.key(merchant)}
        fetchPage={fetchCategories(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[{ id: 'language', label: t('fields.language'), type: 'select', options: languageOptions }]}
        csvFileName={`help-categories-${merchant}`}
      />
      {isAdding ? <HelpCategoryDialog merchant={merchant} onClose={() => setIsAdding(false)} /> : null}
    </>
  );
}
