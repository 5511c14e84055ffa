import { POST_KINDS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { usePosts } from '../api/get-posts';
import { SafeHtml } from '../components/safe-html';
import { isPostKind, POST_LABEL_KEYS } from '../post-kind-labels';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** News, blog or the installation guide (/posts/:kind): the merchant's dated posts, newest first. */
export function PostsPage() {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatDateTime();
  const { kind } = useParams();
  const known = isPostKind(kind) ? kind : undefined;
  const posts = usePosts(known, i18n.language);

  return (
    <Page routeName="posts" title={t(known ? POST_LABEL_KEYS[known] : 'not_found')} className="legal-page">
      <div className="legal-page__layout">
        <nav className="legal-page__nav" aria-label={t('content_posts')}>
          {POST_KINDS.map((k) => (
            <NavLink key={k} to={paths.posts(k)} className="legal-page__link">
              {t(POST_LABEL_KEYS[k])}
            </NavLink>
          ))}
        </nav>
        <div className="legal-page__content">
          {!known ? (
            <EmptyState icon="help" message={t('not_found')} />
          ) : posts.isPending ? (
            <Spinner />
          ) : posts.isError ? (
            <EmptyState icon="warning" message={t(errorMessageKey(posts.error))} />
          ) : posts.data.list.length === 0 ? (
            <EmptyState icon="help" message={t('content_posts_empty')} />
          ) : (
            posts.data.list.map((post) => (
              <article key={post.id} className="content-post" data-testid="content-post">
                <h2>{post.title}</h2>
                <time className="legal-page__updated" dateTime={post.timestamp}>
                  {formatTime(post.timestamp)}
                </time>
                <SafeHtml className="rich-text" html={post.content} />
              </article>
            ))
          )}
        </div>
      </div>
    </Page>
  );
}
