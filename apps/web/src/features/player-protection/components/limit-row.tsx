import type { TProtectionLimit } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from '../../wallet/components/money';
import { LimitCellForm } from './limit-cell-form';
import { usePendingText } from './limit-text';

/** One kind × period: the amount in force, used, remaining, a waiting change, and its change form. */
export function LimitRow({ limit }: { limit: TProtectionLimit }) {
  const { t } = useTranslation();
  const pendingText = usePendingText();
  const [isEditing, setIsEditing] = useState(false);
  const [doneText, setDoneText] = useState<string | null>(null);
  const id = `limit-${limit.kind}-${limit.period}`;
  const pending = pendingText(limit);

  const onChanged = (text: string) => {
    setIsEditing(false);
    setDoneText(text);
  };

  return (
    <li className="protection-limit" data-testid={id}>
      <div className="protection-limit__head">
        <span className="protection-limit__period">{t(`protection_period_${limit.period}`)}</span>
        <span data-testid={`${id}-amount`}>
          {limit.amount === null ? t('protection_limit_none') : <Money minor={limit.amount} />}
        </span>
      </div>
      {limit.amount !== null && (
        <dl className="wallet-facts wallet-facts--small">
          <dt>{t('protection_limit_used')}</dt>
          <dd data-testid={`${id}-used`}>
            <Money minor={limit.used} />
          </dd>
          <dt>{t('protection_limit_remaining')}</dt>
          <dd data-testid={`${id}-remaining`}>
            <Money minor={limit.remaining ?? 0} />
          </dd>
        </dl>
      )}
      {pending && (
        <p className="protection-note protection-note--pending" data-testid={`${id}-pending`}>
          {pending}
        </p>
      )}
      {doneText && !isEditing && (
        <p className="account-form__success" role="status" data-testid={`${id}-done`}>
          {doneText}
        </p>
      )}
      {isEditing ? (
        <LimitCellForm limit={limit} onChanged={onChanged} onCancel={() => setIsEditing(false)} />
      ) : (
        <Button
          variant="secondary"
          size="small"
          data-testid={`${id}-edit`}
          onClick={() => {
            setDoneText(null);
            setIsEditing(true);
          }}
        >
          {t(limit.amount === null ? 'protection_limit_set' : 'protection_limit_change')}
        </Button>
      )}
    </li>
  );
}
