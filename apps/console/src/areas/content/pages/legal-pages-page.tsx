import { LANGUAGES, LEGAL_SLUGS, type TLegalPage, type TLegalSlug } from '@kirin/contracts';
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
import { fetchLegalPages, legalPagesKey } from '../api/legal-pages';
import { useLanguageOptions } from '../components/language-field';
import { contentPaths } from '../lib/content-paths';

/** One page of the footer in one language, written or not yet. */
type TLegalRow = { id: string; slug: TLegalSlug; language: string; page: TLegalPage | undefined };

/**
 * Every footer page in every site language, with what is stored: an unwritten page is a row to write, since
 * the route creates and replaces alike. Languages stored outside the list still show.
 */
export function legalRowsOf(pages: TLegalPage[]): TLegalRow[] {
  const stored = new Map(pages.map((page) => [`${page.slug}:${page.language}`, page]));
  const languages = [...new Set<string>([...LANGUAGES, ...pages.map((page) => page.language)])];
  return LEGAL_SLUGS.flatMap((slug) =>
    languages.map((language) => {
      const id = `${slug}:${language}`;
      return { id, slug, language, page: stored.get(id) };
    }),
  );
}

const fetchRows = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally(
    async (s) => legalRowsOf(await fetchLegalPages(merchant, s)),
    (row: TLegalRow, filters) =>
      (!filters.language || row.language === filters.language) &&
      (!filters.slug || row.slug === filters.slug) &&
      (!filters.written || String(row.page !== undefined) === filters.written),
  )(request, signal);

const column = createColumnHelper<TLegalRow>();

/** The footer's legal pages (terms, privacy...) per language: what each says, and the way to rewrite it. */
export default function LegalPagesPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const languageOptions = useLanguageOptions();
  const columns = useMemo(
    () => [
      column.accessor('slug', {
        header: t('fields.legalPage'),
        cell: (c) => t(`legalSlugs.${c.getValue()}`),
        enableSorting: true,
      }),
      column.accessor('language', { header: t('fields.language'), enableSorting: true }),
      column.accessor((row) => row.page?.title ?? '', { id: 'title', header: t('fields.title') }),
      column.accessor((row) => row.page !== undefined, {
        id: 'written',
        header: t('fields.state'),
        cell: (c) => (
          <StatusBadge
            label={t(c.getValue() ? 'legal.written' : 'legal.missing')}
            tone={c.getValue() ? 'good' : 'neutral'}
          />
        ),
      }),
      column.accessor((row) => row.page?.updatedAt ?? '', {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions.header'),
              cell: (c) => {
                const { slug, language, page } = c.row.original;
                const word = t(page ? 'actions.edit' : 'legal.write');
                return (
                  <Link
                    className="button button-secondary"
                    to={contentPaths.legalPage(merchant, slug, language)}
                    aria-label={`${word}: ${t(`legalSlugs.${slug}`)} (${language})`}
                  >
                    {word}
                  </Link>
                );
              },
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  return (
    <>
      <PageHeader title={t('legal.title')}>
        <p className="page-lead">{t('legal.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('legal.title')}
        queryKey={legalPagesKey(merchant)}
        fetchPage={fetchRows(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'language', label: t('fields.language'), type: 'select', options: languageOptions },
          {
            id: 'slug',
            label: t('fields.legalPage'),
            type: 'select',
            options: LEGAL_SLUGS.map((slug) => ({ value: slug, label: t(`legalSlugs.${slug}`) })),
          },
          {
            id: 'written',
            label: t('fields.state'),
            type: 'select',
            options: [
              { value: 'true', label: t('legal.written') },
              { value: 'false', label: t('legal.missing') },
            ],
          },
        ]}
        csvFileName={`legal-pages-${merchant}`}
      />
    </>
  );
}
