import type { TVipLevel } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../wallet/components/money';
import { formatCashbackRate } from '../../cashback/components/cashback-format';

/** The categories whose cashback rate the table shows (the cashback page has all of them). */
const SHOWN_CATEGORIES = ['RNG', 'LIVE', 'SPORTS'] as const;

/** The ladder: what each level needs and keeps, what it pays, its cashback rates and perks. */
export function VipLevelsTable({ levels, currentLevel }: { levels: TVipLevel[]; currentLevel?: number }) {
  const { t } = useTranslation();
  return (
    <div className="data-table-wrap">
      <table className="vip-table data-table" data-testid="vip-levels">
        <thead>
          <tr>
            <th scope="col">{t('vip_level')}</th>
            <th scope="col">{t('vip_upgrade_deposit')}</th>
            <th scope="col">{t('vip_upgrade_bet')}</th>
            <th scope="col">{t('vip_keep')}</th>
            <th scope="col">{t('vip_levelup_bonus')}</th>
            <th scope="col">{t('vip_monthly_bonus')}</th>
            <th scope="col">{t('vip_cashback')}</th>
            <th scope="col">{t('vip_perks')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr
              key={level.level}
              data-testid="vip-level-row"
              data-level={level.level}
              className={level.level === currentLevel ? 'vip-table__current' : undefined}
              aria-current={level.level === currentLevel ? 'true' : undefined}
            >
              <th scope="row" data-label={t('vip_level')}>
                {t('vip_level_named', { level: level.level, name: level.name })}
              </th>
              <td data-label={t('vip_upgrade_deposit')}>
                <Money minor={level.upgradeDeposit} />
              </td>
              <td data-label={t('vip_upgrade_bet')}>
                <Money minor={level.upgradeValidBet} />
              </td>
              <td data-label={t('vip_keep')}>
                {level.level === 0 || level.keepValidBet === 0 ? (
                  '–'
                ) : (
                  <>
                    <Money minor={level.keepValidBet} /> / {t('vip_days', { count: level.keepDays })}
                  </>
                )}
              </td>
              <td data-label={t('vip_levelup_bonus')}>
                {level.levelUpBonus > 0 ? <Money minor={level.levelUpBonus} /> : '–'}
              </td>
              <td data-label={t('vip_monthly_bonus')}>
                {level.monthlyBonus > 0 ? <Money minor={level.monthlyBonus} /> : '–'}
              </td>
              <td data-label={t('vip_cashback')} data-testid="vip-level-cashback">
                {SHOWN_CATEGORIES.filter((c) => level.cashbackPpm[c] !== undefined)
                  .map((c) => `${t(`category_${c}`)} ${formatCashbackRate(level.cashbackPpm[c]!)}`)
                  .join(' · ') || '–'}
              </td>
              <td data-label={t('vip_perks')}>{level.perks || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
