import { zodResolver } from '@hookform/resolvers/zod';
import { formatMinorUnits, type TProtectionLimit } from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { minorToAmountText, parseAmountToMinor } from '../../../lib/money-input';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { ZAmountText } from '../../wallet/amount-rules';
import { AmountField } from '../../wallet/components/money-fields';
import { useSetLimit } from '../api/set-limit';
import { findLimit, usePendingText } from './limit-text';

const ZLimitForm = z.object({ amount: ZAmountText });
type TLimitForm = z.infer<typeof ZLimitForm>;

/** What a new amount does against the one in force: a first limit or a decrease at once, an increase later. */
export function limitChangeEffect(current: number | null, next: number | null): 'now' | 'later' {
  if (next === null) return current === null ? 'now' : 'later';
  return current === null || next <= current ? 'now' : 'later';
}

/** Sets, lowers, raises or removes one limit; says before sending whether it applies now or in 24 hours. */
export function LimitCellForm({
  limit,
  onChanged,
  onCancel,
}: {
  limit: TProtectionLimit;
  /** The change was accepted: what it did, in words. */
  onChanged: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const pendingText = usePendingText();
  const id = `limit-${limit.kind}-${limit.period}`;
  const { register, handleSubmit, setError, watch, formState } = useForm<TLimitForm>({
    resolver: zodResolver(ZLimitForm),
    defaultValues: { amount: limit.amount === null ? '' : minorToAmountText(limit.amount) },
  });
  const typed = parseAmountToMinor(watch('amount'));
  const effect = typed !== null && typed > 0 ? limitChangeEffect(limit.amount, typed) : null;

  const send = async (amount: number | null) => {
    try {
      const limits = await setLimit.mutateAsync({ kind: limit.kind, period: limit.period, amount });
      const updated = findLimit(limits, limit.kind, limit.period);
      const waiting = updated ? pendingText(updated) : null;
      if (waiting) onChanged(waiting);
      else if (updated?.amount != null)
        onChanged(t('protection_limit_now', { amount: formatMinorUnits(updated.amount) }));
      else onChanged(t('protection_limit_removed_now'));
    } catch (error) {
      applyFormError(error, setError, ['amount']);
    }
  };
  const submit = handleSubmit((values) => send(parseAmountToMinor(values.amount)));

  return (
    <form className="account-form protection-limit__form" onSubmit={submit} noValidate>
      <AmountField
        registration={register('amount')}
        message={formState.errors.amount?.message}
        testId={`${id}-input`}
      />
      {effect && (
        <p className="protection-note" data-testid={`${id}-effect`}>
          {t(effect === 'now' ? 'protection_limit_effect_now' : 'protection_limit_effect_later')}
        </p>
      )}
      <AccountFormError messageKey={formState.errors.root?.server?.message} testId={`${id}-error`} />
      <div className="protection-actions">
        <Button type="submit" size="small" data-testid={`${id}-save`} disabled={formState.isSubmitting}>
          {t('protection_limit_save')}
        </Button>
        {limit.amount !== null && (
          <Button
            variant="secondary"
            size="small"
            data-testid={`${id}-remove`}
            disabled={formState.isSubmitting}
            onClick={() => void send(null)}
          >
            {t('protection_limit_remove')}
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
