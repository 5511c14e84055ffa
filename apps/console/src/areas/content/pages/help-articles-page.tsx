import type { TOpsHelpArticle } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { helpArticles } from '../api/help-articles';
import { categoryLabel, useAllHelpCategories } from '../api/use-all-help-categories';
import { DeleteAction } from '../components/delete-action';
import { useLanguageOptions } from '../components/language-field';
import { contentPaths, NEW_ID } from '../lib/content-paths';

const column = createColumnHelper<TOpsHelpArticle>();

/** The route filters by the category's language; the category is filtered here. */
const fetchArticles = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally(
    (s) => helpArticles.list(merchant, request.filters.language, s),
    (row: TOpsHelpArticle, filters) => !filters.category || row.categoryId === filters.category,
  )(request, signal);

/** The help centre's articles, by category; each is written on its own page with the rich editor. */
export default function HelpArticlesPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const languageOptions = useLanguageOptions();
  const categories = useAllHelpCategories(merchant);
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, categoryLabel(c)])),
    [categories.data],
  );
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('fields.title'), enableSorting: true }),
      column.accessor((row) => categoryNames.get(row.categoryId) ?? row.categoryId, {
        id: 'category',
        header: t('fields.category'),
      }),
      column.accessor('sortOrder', {
        header: t('fields.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('updatedAt', {
        header: t('fields.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
        enableSorting: true,
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions.header'),
              cell: (c) => (
                <div className="row-actions">
                  <Link
                    className="button button-secondary"
                    to={contentPaths.helpArticle(merchant, c.row.original.id)}
                    aria-label={`${t('actions.edit')}: ${c.row.original.title}`}
                  >
                    {t('actions.edit')}
                  </Link>
                  <DeleteAction
                    name={c.row.original.title}
                    invalidates={[helpArticles.key(merchant)]}
                    run={() => helpArticles.remove(merchant, c.row.original.id)}
                  />
                </div>
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite, categoryNames],
  );
  return (
    <>
      <PageHeader
        title={t('helpArticles.title')}
        actions={
          canWrite ? (
            <Link className="button button-primary" to={contentPaths.helpArticle(merchant, NEW_ID)}>
              {t('helpArticles.new')}
            </Link>
          ) : null
        }
      >
        <p className="page-lead">{t('helpArticles.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('helpArticles.title')}
        queryKey={helpArticles.key(merchant)}
        fetchPage={fetchArticles(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'language', label: t('fields.language'), type: 'select', options: languageOptions },
          {
            id: 'category',
            label: t('fields.category'),
            type: 'select',
            options: (categories.data ?? []).map((c) => ({ value: c.id, label: categoryLabel(c) })),
          },
        ]}
        csvFileName={`help-articles-${merchant}`}
      />
    </>
  );
}
