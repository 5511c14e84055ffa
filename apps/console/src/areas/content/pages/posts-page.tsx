import { POST_KINDS, type TOpsPost } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { posts } from '../api/posts';
import { DeleteAction } from '../components/delete-action';
import { useLanguageOptions } from '../components/language-field';
import { contentPaths, NEW_ID } from '../lib/content-paths';

const column = createColumnHelper<TOpsPost>();

/** A post dated in the future is scheduled: the site lists it from its date (list-posts.ts). */
const isPublished = (post: TOpsPost, nowMs = Date.now()) => Date.parse(post.publishedAt) <= nowMs;

const fetchPosts = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally(
    (s) => posts.list(merchant, request.filters.language, s),
    (row: TOpsPost, filters) => !filters.kind || row.kind === filters.kind,
  )(request, signal);

/** News, blog and guide posts of the site's footer, per language. */
export default function PostsPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const languageOptions = useLanguageOptions();
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('fields.title'), enableSorting: true }),
      column.accessor('kind', { header: t('fields.postKind'), cell: (c) => t(`postKinds.${c.getValue()}`) }),
      column.accessor('language', { header: t('fields.language'), enableSorting: true }),
      column.accessor((row) => (isPublished(row) ? 'published' : 'scheduled'), {
        id: 'state',
        header: t('fields.state'),
        cell: (c) => (
          <StatusBadge
            label={t(`states.${c.getValue()}`)}
            tone={c.getValue() === 'published' ? 'good' : 'warn'}
          />
        ),
      }),
      column.accessor('publishedAt', {
        header: t('fields.publishedAt'),
        cell: (c) => formatDateTime(c.getValue()),
        enableSorting: true,
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
                <div className="row-actions">
                  <Link
                    className="button button-secondary"
                    to={contentPaths.post(merchant, c.row.original.id)}
                    aria-label={`${t('actions.edit')}: ${c.row.original.title}`}
                  >
                    {t('actions.edit')}
                  </Link>
                  <DeleteAction
                    name={c.row.original.title}
                    invalidates={[posts.key(merchant)]}
                    run={() => posts.remove(merchant, c.row.original.id)}
                  />
                </div>
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  return (
    <>
      <PageHeader
        title={t('posts.title')}
        actions={
          canWrite ? (
            <Link className="button button-primary" to={contentPaths.post(merchant, NEW_ID)}>
              {t('posts.new')}
            </Link>
          ) : null
        }
      >
        <p className="page-lead">{t('posts.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('posts.title')}
        queryKey={posts.key(merchant)}
        fetchPage={fetchPosts(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'language', label: t('fields.language'), type: 'select', options: languageOptions },
          {
            id: 'kind',
            label: t('fields.postKind'),
            type: 'select',
            options: POST_KINDS.map((kind) => ({ value: kind, label: t(`postKinds.${kind}`) })),
          },
        ]}
        csvFileName={`posts-${merchant}`}
      />
    </>
  );
}
