import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { FairnessExplainer } from '../components/fairness-explainer';
import { RoundVerifier } from '../components/round-verifier';
import '../components/fairness.css';

/**
 * Provably fair verification (/fairness, open to guests): how results are drawn, and a form that recomputes
 * any in-house round in the browser; `?round=<id>` fetches that round and compares.
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('round')?.trim() || null;
  return (
    <Page
      routeName="fairness"
      title={t('fair_title')}
      subtitle={t('fair_subtitle')}
      className="fairness-page"
    >
      <FairnessExplainer />
      {/* Another round in the address starts over. */}
      <RoundVerifier key={roundId ?? ''} roundId={roundId} />
    </Page>
  );
}
