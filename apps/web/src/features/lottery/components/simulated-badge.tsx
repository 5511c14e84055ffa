import { useTranslation } from 'react-i18next';

/** The demo feed's label: every game, issue and result it produced says it was simulated. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="lottery-badge lottery-badge--simulated"
      data-testid="lottery-simulated"
      title={t('lottery_simulated_hint')}
    >
      {t('lottery_simulated')}
    </span>
  );
}
