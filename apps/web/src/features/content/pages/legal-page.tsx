import { LEGAL_SLUGS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useLegalPage } from '../api/get-legal-page';
import { SafeHtml } from '../components/safe-html';
import { isLegalSlug, LEGAL_LABEL_KEYS } from '../legal-slug-labels';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** A legal page of the footer (/legal/:slug) with the merchant's own content in the current language. */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatDateTime();
  const { slug } = useParams();
  const known = isLegalSlug(slug) ? slug : undefined;
  const page = useLegalPage(known, i18n.language);

  return (
    <Page
      routeName="legal"
      title={page.data?.title ?? t(known ? LEGAL_LABEL_KEYS[known] : 'not_found')}
      className="legal-page"
    >
      <div className="legal-page__layout">
        <nav className="legal-page__nav" aria-label={t('legal_pages')}>
          {LEGAL_SLUGS.map((s) => (
            <NavLink key={s} to={paths.legal(s)} className="legal-page__link">
              {t(LEGAL_LABEL_KEYS[s])}
            </NavLink>
          ))}
        </nav>
        <article className="legal-page__content">
          {!known ? (
            <EmptyState icon="help" message={t('not_found')} />
          ) : page.isPending ? (
            <Spinner />
          ) : page.isError ? (
            <EmptyState icon="warning" message={t(errorMessageKey(page.error))} />
          ) : (
            <>
              <SafeHtml className="rich-text" html={page.data.html} />
              <p className="legal-page__updated">
                {t('last_updated', { date: formatTime(page.data.updatedAt) })}
              </p>
            </>
          )}
        </article>
      </div>
    </Page>
  );
}
