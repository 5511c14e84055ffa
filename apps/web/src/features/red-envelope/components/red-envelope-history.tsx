import { formatMinorUnits } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useBootData } from '../../../lib/boot-data';
import { RED_ENVELOPE_HISTORY_PAGE_SIZE, useRedEnvelopeHistory } from '../api/get-red-envelope-history';

/** The member's opened envelopes, newest first: campaign, amount and when. */
export function RedEnvelopeHistory() {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBootData();
  const [page, setPage] = useState(1);
  const history = useRedEnvelopeHistory(page);
  if (history.isPending) return <Spinner />;
  if (history.isError)
    return (
      <p role="alert" data-testid="red-envelope-history-error">
        {t(errorMessageKey(history.error))}
      </p>
    );
  if (history.data.total === 0) return <EmptyState icon="gift" message={t('red_envelope_history_empty')} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="red-envelope-history" data-testid="red-envelope-history">
      <ul className="red-envelope-history__list">
        {history.data.list.map((item) => (
          <li
            key={item.claimId}
            className="red-envelope-history__item"
            data-testid="red-envelope-history-item"
          >
            <span className="red-envelope-history__name">{item.campaignName}</span>
            <span className="red-envelope-history__amount">
              {formatMinorUnits(item.amountMinor)} {whitelabel.currency}
            </span>
            <time className="red-envelope-history__time" dateTime={item.claimedAt}>
              {dateFormat.format(new Date(item.claimedAt))}
            </time>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={Math.ceil(history.data.total / RED_ENVELOPE_HISTORY_PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="red-envelope-history"
      />
    </div>
  );
}
