import type { TDashboardFigures } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** The headline figures of today and this month side by side. */
export function FigureCards({
  today,
  month,
  currency,
}: {
  today: TDashboardFigures;
  month: TDashboardFigures;
  currency: string;
}) {
  const { t } = useTranslation('dashboard');
  const money = (value: number) => `${formatMinorUnits(value)} ${currency}`;
  const cards: Array<{ key: string; today: string; month: string; note?: string }> = [
    {
      key: 'deposits',
      today: money(today.deposits.amount),
      month: money(month.deposits.amount),
      note: t('figures.countNote', { today: today.deposits.count, month: month.deposits.count }),
    },
    {
      key: 'withdrawals',
      today: money(today.withdrawals.amount),
      month: money(month.withdrawals.amount),
      note: t('figures.countNote', { today: today.withdrawals.count, month: month.withdrawals.count }),
    },
    { key: 'ggr', today: money(today.ggr), month: money(month.ggr) },
    { key: 'ngr', today: money(today.ngr), month: money(month.ngr) },
    { key: 'activeMembers', today: String(today.activeMembers), month: String(month.activeMembers) },
    { key: 'newMembers', today: String(today.newMembers), month: String(month.newMembers) },
  ];
  return (
    <div className="cards">
      {cards.map((card) => (
        <section key={card.key} className="card figure-card" data-testid={`figure-${card.key}`}>
          <h2>{t(`figures.${card.key}`)}</h2>
          <p className="figure-today">
            <span className="figure-label">{t('figures.today')}</span> <strong>{card.today}</strong>
          </p>
          <p className="figure-month">
            <span className="figure-label">{t('figures.month')}</span> {card.month}
          </p>
          {card.note ? <p className="field-hint">{card.note}</p> : null}
        </section>
      ))}
    </div>
  );
}
