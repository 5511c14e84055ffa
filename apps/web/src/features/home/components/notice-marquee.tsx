import type { TNotice } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Icon } from '../../../components/ui/icon';
import { useModalStore } from '../../../lib/modal-store';

/** The notice titles scrolling across the home page; a title opens the notice modal on that notice. */
export function NoticeMarquee({ notices }: { notices: TNotice[] }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  if (notices.length === 0) return null;
  return (
    <nav className="notice-marquee" data-testid="notice-marquee" aria-label={t('nav_notices')}>
      <Icon name="bell" size={18} />
      <div className="notice-marquee__window">
        <ul className="notice-marquee__track">
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <button
                type="button"
                className="notice-marquee__item"
                data-testid="marquee-notice"
                onClick={() => openModal({ name: 'notice', index })}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Link className="notice-marquee__more" to={paths.noticePage()}>
        {t('notices_more')}
      </Link>
    </nav>
  );
}
