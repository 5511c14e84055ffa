import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { FEEDBACK_PAGE_SIZE } from '../api/feedback-query-keys';
import { useMyFeedback } from '../api/get-my-feedback';
import './feedback.css';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** The member's feedback, newest first, each with the operator's answer once there is one. */
export function MyFeedbackList() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const query = useMyFeedback(page);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState message={t('unknown_error')} />;
  const { list, total } = query.data;
  if (list.length === 0) return <EmptyState message={t('feedback_none')} />;
  return (
    <div data-testid="my-feedback">
      <ul className="my-feedback">
        {list.map((item) => (
          <li
            key={item.id}
            className="my-feedback__item"
            data-testid="my-feedback-item"
            data-status={item.status}
          >
            <p className="my-feedback__meta">
              {t(`feedback_type_${item.type}`)} · {formatTime(item.createdAt)} ·{' '}
              {t(`feedback_status_${item.status}`)}
            </p>
            <p className="my-feedback__content">{item.content}</p>
            {item.answer && (
              <p className="my-feedback__answer" data-testid="my-feedback-answer">
                {item.answer}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={Math.ceil(total / FEEDBACK_PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="my-feedback-pager"
      />
    </div>
  );
}
