import { zodResolver } from '@hookform/resolvers/zod';
import { formatMinorUnits, type TWithdrawOverview } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { amountLimitFailure, amountOf, ZAmountText } from '../amount-rules';
import { useRequestId } from '../request-id';
import { AmountField, MoneyFormDone, PaymentPasswordField } from './money-fields';
import { SelectField } from './select-field';

const ZWithdrawForm = z.object({
  bankAccountId: z.string().min(1, 'field_required'),
  amount: ZAmountText,
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
});
type TWithdrawForm = z.infer<typeof ZWithdrawForm>;

/**
 * The smallest amount the member may ask for: the merchant minimum, or the whole available balance when it
 * is below that minimum (the server's rule, docs/wallet.md); with the available check this allows exactly it.
 */
export function withdrawMinimumOf(overview: TWithdrawOverview): number {
  const whole = overview.availBalance;
  return whole > 0 && whole < overview.minAmount ? whole : overview.minAmount;
}
const FIELDS = ['bankAccountId', 'amount', 'paymentPassword'] as const;

/** Amount, bank account and payment password; the request is sealed and the amount held at once. */
export function WithdrawForm({
  overview,
  onRequested,
}: {
  overview: TWithdrawOverview;
  /** Called with the new request's id, so the page can show it in the list. */
  onRequested?: (withdrawalId: string) => void;
}) {
  const { t } = useTranslation();
  const send = useRequestWithdrawal();
  const requestId = useRequestId();
  const [isDone, setIsDone] = useState(false);
  /** The turnover still to bet when the server refused for an open bonus wager (WAGER_NOT_MET). */
  const [wagerLeft, setWagerLeft] = useState<number | null>(null);
  const { register, handleSubmit, setError, resetField, setValue, formState } = useForm<TWithdrawForm>({
    resolver: zodResolver(ZWithdrawForm),
    defaultValues: { bankAccountId: overview.bankAccounts[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setIsDone(false);
    setWagerLeft(null);
    const amount = amountOf(values.amount);
    const refused = amountLimitFailure(amount, {
      minAmount: withdrawMinimumOf(overview),
      maxAmount: overview.maxAmount,
      dailyLeft: Math.max(0, overview.dailyMaxAmount - overview.usedToday),
      available: overview.availBalance,
    });
    if (refused) return setError('amount', { type: 'limit', message: refused });
    // The password is not part of what makes two submissions the same request.
    const signature = { bankAccountId: values.bankAccountId, amount };
    try {
      const created = await requestId.sendKeyed(signature, (key) =>
        send.mutateAsync({ ...values, amount, requestId: key }),
      );
      resetField('amount');
      resetField('paymentPassword');
      setIsDone(true);
      onRequested?.(created.id);
    } catch (error) {
      resetField('paymentPassword');
      if (isApiError(error, 'WAGER_NOT_MET')) return setWagerLeft(Number(error.details?.remaining ?? 0));
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form className="account-form wallet-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('wallet_withdraw_bank_account')}
        registration={register('bankAccountId')}
        testId="withdraw-bank-account"
        message={errors.bankAccountId?.message}
      >
        {overview.bankAccounts.map((account) => (
          <option key={account.id} value={account.id}>
            {`${account.bankName} ${account.accountNumberMasked}`}
          </option>
        ))}
      </SelectField>
      <AmountField
        registration={register('amount')}
        message={errors.amount?.message}
        testId="withdraw-amount"
      />
      {withdrawMinimumOf(overview) < overview.minAmount && (
        <div className="wallet-hint" data-testid="withdraw-whole-hint">
          <p>
            {t('wallet_withdraw_whole_hint', {
              minimum: formatMinorUnits(overview.minAmount),
              amount: formatMinorUnits(overview.availBalance),
            })}
          </p>
          <Button
            variant="secondary"
            size="small"
            data-testid="withdraw-whole"
            onClick={() =>
              setValue('amount', formatMinorUnits(overview.availBalance), { shouldValidate: true })
            }
          >
            {t('wallet_withdraw_whole')}
          </Button>
        </div>
      )}
      <PaymentPasswordField
        registration={register('paymentPassword')}
        message={errors.paymentPassword?.message}
        testId="withdraw-password"
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="withdraw-error" />
      {wagerLeft !== null && (
        <p className="account-form__error" role="alert" data-testid="withdraw-wager-open">
          {t('wager_not_met_amount', { amount: formatMinorUnits(wagerLeft) })}
        </p>
      )}
      <MoneyFormDone isDone={isDone} messageKey="wallet_withdraw_done" testId="withdraw-success" />
      <Button type="submit" data-testid="withdraw-submit" disabled={formState.isSubmitting}>
        {t('wallet_withdraw_submit')}
      </Button>
    </form>
  );
}
