import type { THelpCategory } from '@kirin/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { SafeHtml } from '../../content/components/safe-html';
import { useHelpCentre } from '../api/get-help-centre';
import './help.css';

/** Longest search the server accepts (ZHelpCentreQuery). */
const SEARCH_MAX_LENGTH = 100;

/** The help centre: a search box, the categories, the chosen category's articles and the chosen article. */
export function HelpCentre() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const help = useHelpCentre(i18n.language, query);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [articleId, setArticleId] = useState<string | null>(null);

  const categories = help.data?.categories ?? [];
  const category: THelpCategory | undefined = categories.find((c) => c.id === categoryId) ?? categories[0];
  const article = category?.articles.find((a) => a.id === articleId) ?? category?.articles[0];

  return (
    <div className="help-centre">
      <input
        type="search"
        className="help-centre__search"
        data-testid="help-search"
        aria-label={t('help_search')}
        placeholder={t('help_search')}
        maxLength={SEARCH_MAX_LENGTH}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {help.isPending ? (
        <Spinner />
      ) : help.isError ? (
        <EmptyState icon="warning" message={t(errorMessageKey(help.error))} />
      ) : categories.length === 0 ? (
        <EmptyState icon="help" message={t(query ? 'help_no_match' : 'help_empty')} />
      ) : (
        <div className="help-centre__layout">
          <nav className="help-centre__categories" aria-label={t('help_categories')}>
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className="help-centre__category"
                data-testid="help-category"
                aria-current={c.id === category?.id ? 'true' : undefined}
                onClick={() => {
                  setCategoryId(c.id);
                  setArticleId(null);
                }}
              >
                {c.title}
              </button>
            ))}
          </nav>
          <ul className="help-centre__articles" aria-label={category?.title}>
            {category?.articles.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="help-centre__article-link"
                  data-testid="help-article-link"
                  aria-current={a.id === article?.id ? 'true' : undefined}
                  onClick={() => setArticleId(a.id)}
                >
                  {a.title}
                </button>
              </li>
            ))}
          </ul>
          {article && (
            <article className="help-centre__article" data-testid="help-article">
              <h2 className="help-centre__article-title">{article.title}</h2>
              <SafeHtml className="rich-text" html={article.content} />
            </article>
          )}
        </div>
      )}
    </div>
  );
}
