import type { TPaymentMethod } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from './money';

type TDepositMethodsProps = {
  methods: TPaymentMethod[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The deposit methods as choices, each with its minimum, maximum, daily limit and today's use. */
export function DepositMethods({ methods, selectedId, onSelect }: TDepositMethodsProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-choices" role="radiogroup" aria-label={t('wallet_deposit_method')}>
      {methods.map((method) => (
        <button
          key={method.id}
          type="button"
          role="radio"
          aria-checked={method.id === selectedId}
          className="wallet-choice"
          data-testid={`deposit-method-${method.code}`}
          onClick={() => onSelect(method.id)}
        >
          <span className="wallet-choice__name">{method.displayName}</span>
          <dl className="wallet-facts wallet-facts--small">
            <dt>{t('wallet_limit_deposit')}</dt>
            <dd>
              <Money minor={method.minAmount} /> – <Money minor={method.maxAmount} />
            </dd>
            <dt>{t('wallet_limit_daily')}</dt>
            <dd>
              <Money minor={method.dailyMaxAmount} />
            </dd>
            <dt>{t('wallet_used_today')}</dt>
            <dd>
              <Money minor={method.usedToday} />
            </dd>
          </dl>
        </button>
      ))}
    </div>
  );
}
