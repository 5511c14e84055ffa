import { useTranslation } from 'react-i18next';
import { isSameOutcome, summariseOutcome, type TOutcomeSummary } from '../outcome-summary';
import type { TRecomputation } from '../recompute-round';
import { OutcomeFacts } from './outcome-facts';

/** Whether the server seed hashes to the hash shown before play, and the hash it gives. */
export function HashVerdict({ recomputation }: { recomputation: TRecomputation }) {
  const { t } = useTranslation();
  const { hashVerdict, computedHash } = recomputation;
  return (
    <div className="fair-verdict" data-verdict={hashVerdict}>
      <p
        className="fair-verdict__text"
        role="status"
        data-testid="fair-hash-verdict"
        data-verdict={hashVerdict}
      >
        {t(`fair_hash_${hashVerdict}`)}
      </p>
      <p className="fair-verdict__detail">
        {t('fair_computed_hash')} <code data-testid="fair-computed-hash">{computedHash}</code>
      </p>
    </div>
  );
}

/** The result the game stored next to the recomputed one, and whether they agree. */
export function ResultVerdict({
  recomputation,
  stored,
}: {
  recomputation: TRecomputation;
  stored: TOutcomeSummary | null;
}) {
  const { t } = useTranslation();
  const verdict =
    stored === null
      ? 'unreadable'
      : isSameOutcome(summariseOutcome(recomputation.outcome), stored)
        ? 'match'
        : 'mismatch';
  return (
    <div className="fair-verdict" data-verdict={verdict}>
      <p
        className="fair-verdict__text"
        role="status"
        data-testid="fair-result-verdict"
        data-verdict={verdict}
      >
        {t(`fair_result_${verdict}`)}
      </p>
      {stored && (
        <div className="fair-stored" data-testid="fair-stored">
          <h3 className="fair-section__title">{t('fair_stored_title')}</h3>
          <OutcomeFacts summary={stored} testIdPrefix="fair-stored" />
        </div>
      )}
    </div>
  );
}
