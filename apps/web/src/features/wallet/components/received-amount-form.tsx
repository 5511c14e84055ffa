import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { parseAmountToMinor } from '../../../lib/money-input';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { amountOf, ZAmountText } from '../amount-rules';
import { Money } from './money';

const ZReceivedForm = z.object({ receivedAmount: ZAmountText });
type TReceivedForm = z.infer<typeof ZReceivedForm>;

type TReceivedAmountFormProps = {
  /** What has not been confirmed yet: the most the member can say arrived. */
  outstanding: number;
  onSubmit: (receivedAmount: number) => Promise<void>;
};

/** "Received": how much arrived, with what would remain outstanding shown as it is typed. */
export function ReceivedAmountForm({ outstanding, onSubmit }: TReceivedAmountFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, watch, formState } = useForm<TReceivedForm>({
    resolver: zodResolver(ZReceivedForm),
    defaultValues: { receivedAmount: '' },
  });
  const { errors } = formState;
  const typed = parseAmountToMinor(watch('receivedAmount')) ?? 0;
  const remaining = Math.max(0, outstanding - typed);

  const submit = handleSubmit(async (values) => {
    const received = amountOf(values.receivedAmount);
    if (received > outstanding)
      return setError('receivedAmount', { type: 'limit', message: 'amount_above_maximum' });
    try {
      await onSubmit(received);
    } catch (error) {
      applyFormError(error, setError, ['receivedAmount']);
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('wallet_received_amount')}
        registration={register('receivedAmount')}
        message={errors.receivedAmount?.message}
        testId="confirm-received-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
      />
      <p className="account-form__hint">
        {t('wallet_remaining_amount')}: <Money minor={remaining} testId="confirm-remaining" />
      </p>
      <AccountFormError messageKey={errors.root?.server?.message} testId="confirm-received-error" />
      <Button type="submit" data-testid="confirm-received-submit" disabled={formState.isSubmitting}>
        {t('wallet_confirm_received_submit')}
      </Button>
    </form>
  );
}
