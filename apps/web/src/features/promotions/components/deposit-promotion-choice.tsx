import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../api/promotion-queries';

/** The deposit bonuses the member may choose with a deposit now (the state machine says JOIN or JOINED). */
export function useChoosableDepositPromotions() {
  const promotions = usePromotions();
  return (promotions.data?.list ?? []).filter(
    (p) =>
      (p.kind === 'FIRST_DEPOSIT' || p.kind === 'RELOAD') && (p.status === 'JOIN' || p.status === 'JOINED'),
  );
}

/**
 * The deposit form's optional promotion: none by default unless the member joined one (then that one).
 * Hidden when nothing can be chosen.
 */
export function DepositPromotionChoice({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choosable = useChoosableDepositPromotions();
  if (choosable.length === 0) return null;
  const selected =
    value === undefined ? (choosable.find((p) => p.status === 'JOINED')?.id ?? '') : (value ?? '');
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {t('wallet_deposit_promotion')}
      </label>
      <select
        id={id}
        className="account-field__input"
        data-testid="deposit-promotion"
        value={selected}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('wallet_deposit_no_promotion')}</option>
        {choosable.map((promotion) => (
          <option key={promotion.id} value={promotion.id}>
            {promotion.title}
          </option>
        ))}
      </select>
    </div>
  );
}
