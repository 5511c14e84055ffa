import { formatPoints, type TPointConfig } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../wallet/components/money';

/** The rules tab: the merchant's text, then how each category earns and what a conversion pays. */
export function PointsRules({ config }: { config: TPointConfig }) {
  const { t } = useTranslation();
  return (
    <div className="points-rules" data-testid="points-rules">
      {config.rules ? (
        <p className="points-rules__text">{config.rules}</p>
      ) : (
        <EmptyState icon="diamond" message={t('points_rules_empty')} />
      )}
      <h3 className="points-rules__title">{t('points_earning')}</h3>
      <p>
        {t('points_base')} <Money minor={config.baseMinor} />
      </p>
      <table className="points-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('points_category')}</th>
            <th scope="col">{t('points_value')}</th>
          </tr>
        </thead>
        <tbody>
          {config.categoryValues.map((v) => (
            <tr key={v.gameCategory} data-testid="points-rule-value" data-category={v.gameCategory}>
              <td>{t(`category_${v.gameCategory}`)}</td>
              <td>{formatPoints(v.valueCenti)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('points_ratio', { ratio: config.ratio })}</p>
      <p>{t('points_never_expire')}</p>
    </div>
  );
}
