import { NOTICES_PER_PAGE, type TNotice } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { SafeHtml } from '../../content/components/safe-html';
import './notices.css';
import { useFormatDateTime } from '../../../lib/merchant-time';

type TNoticeBoardProps = {
  notices: TNotice[];
  /** The notice shown first; the list opens on the page holding it. */
  initialIndex?: number;
};

const clampIndex = (index: number, length: number) => Math.min(Math.max(0, index), Math.max(0, length - 1));

/** Notices listed nine a page (spec section 9); the chosen one shows its title, date and HTML content. */
export function NoticeBoard({ notices, initialIndex = 0 }: TNoticeBoardProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [selected, setSelected] = useState(() => clampIndex(initialIndex, notices.length));
  const [page, setPage] = useState(() => Math.floor(selected / NOTICES_PER_PAGE) + 1);

  if (notices.length === 0) return <EmptyState icon="bell" message={t('notices_empty')} />;
  const first = (page - 1) * NOTICES_PER_PAGE;
  const shown = notices.slice(first, first + NOTICES_PER_PAGE);
  const current = notices[clampIndex(selected, notices.length)];

  return (
    <div className="notice-board">
      <div className="notice-board__list">
        <ol className="notice-list" data-testid="notice-list" start={first + 1}>
          {shown.map((notice, offset) => {
            const index = first + offset;
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  className="notice-list__item"
                  data-testid="notice-item"
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                >
                  <span className="notice-list__title">{notice.title}</span>
                  <time className="notice-list__time" dateTime={notice.timestamp}>
                    {formatTime(notice.timestamp)}
                  </time>
                </button>
              </li>
            );
          })}
        </ol>
        <Pager
          page={page}
          pageCount={pageCountOf(notices.length, NOTICES_PER_PAGE)}
          onChange={setPage}
          testIdPrefix="notice-pager"
        />
      </div>
      {current && (
        <article className="notice-detail" data-testid="notice-detail" aria-live="polite">
          <h3 className="notice-detail__title">{current.title}</h3>
          <time className="notice-detail__time" dateTime={current.timestamp}>
            {formatTime(current.timestamp)}
          </time>
          <SafeHtml className="rich-text notice-detail__content" html={current.content} />
        </article>
      )}
    </div>
  );
}
