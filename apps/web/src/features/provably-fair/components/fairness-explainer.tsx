import { useTranslation } from 'react-i18next';

const STEPS = ['hash', 'client_seed', 'nonce', 'hmac', 'reveal'] as const;

/** How the in-house games draw results and how a player checks them, in five steps. */
export function FairnessExplainer() {
  const { t } = useTranslation();
  return (
    <section className="fair-section" data-testid="fair-explainer" aria-labelledby="fair-explainer-title">
      <h2 id="fair-explainer-title" className="fair-section__title">
        {t('fair_how_title')}
      </h2>
      <ol className="fair-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`fair_how_${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
