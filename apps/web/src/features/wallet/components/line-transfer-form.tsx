import { zodResolver } from '@hookform/resolvers/zod';
import type { TTransferTargets } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useTransferOnLine } from '../api/transfer-on-line';
import { amountLimitFailure, amountOf, ZAmountText } from '../amount-rules';
import { useRequestId } from '../request-id';
import { AmountField, MoneyFormDone, PaymentPasswordField } from './money-fields';
import { SelectField } from './select-field';

const ZLineForm = z
  .object({
    direction: z.enum(['UPLINE', 'DOWNLINE']),
    target: z.string(),
    amount: ZAmountText,
    paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
  })
  .refine((v) => v.direction === 'UPLINE' || v.target !== '', {
    path: ['target'],
    message: 'field_required',
  });
type TLineForm = z.infer<typeof ZLineForm>;
const FIELDS = ['target', 'amount', 'paymentPassword'] as const;

/** Direction (upline or a direct downline), amount and payment password; sent sealed. */
export function LineTransferForm({ targets }: { targets: TTransferTargets }) {
  const { t } = useTranslation();
  const send = useTransferOnLine();
  const requestId = useRequestId();
  const [isDone, setIsDone] = useState(false);
  const { register, handleSubmit, setError, resetField, watch, formState } = useForm<TLineForm>({
    resolver: zodResolver(ZLineForm),
    defaultValues: {
      direction: targets.upline ? 'UPLINE' : 'DOWNLINE',
      target: targets.downlines[0]?.account ?? '',
      amount: '',
      paymentPassword: '',
    },
  });
  const { errors } = formState;
  const direction = watch('direction');

  const submit = handleSubmit(async (values) => {
    setIsDone(false);
    const amount = amountOf(values.amount);
    const refused = amountLimitFailure(amount, {
      minAmount: targets.minAmount,
      available: targets.availBalance,
    });
    if (refused) return setError('amount', { type: 'limit', message: refused });
    const body = {
      direction: values.direction,
      amount,
      ...(values.direction === 'DOWNLINE' ? { target: values.target } : {}),
    };
    try {
      await requestId.sendKeyed(body, (key) =>
        send.mutateAsync({ ...body, paymentPassword: values.paymentPassword, requestId: key }),
      );
      resetField('amount');
      resetField('paymentPassword');
      setIsDone(true);
    } catch (error) {
      resetField('paymentPassword');
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form className="account-form wallet-form" onSubmit={submit} noValidate>
      <fieldset className="wallet-directions">
        <legend className="account-field__label">{t('wallet_line_direction')}</legend>
        {targets.upline && (
          <label className="account-check">
            <input
              type="radio"
              value="UPLINE"
              data-testid="line-direction-UPLINE"
              {...register('direction')}
            />
            {t('wallet_line_upline')}
            <strong data-testid="line-upline-account">{targets.upline.account}</strong>
          </label>
        )}
        {targets.downlines.length > 0 && (
          <label className="account-check">
            <input
              type="radio"
              value="DOWNLINE"
              data-testid="line-direction-DOWNLINE"
              {...register('direction')}
            />
            {t('wallet_line_downline')}
          </label>
        )}
      </fieldset>
      {direction === 'DOWNLINE' && (
        <SelectField
          label={t('wallet_line_downline_choose')}
          registration={register('target')}
          testId="line-downline"
          message={errors.target?.message}
        >
          {targets.downlines.map((downline) => (
            <option key={downline.account} value={downline.account}>
              {downline.nickname ? `${downline.account} (${downline.nickname})` : downline.account}
            </option>
          ))}
        </SelectField>
      )}
      <AmountField registration={register('amount')} message={errors.amount?.message} testId="line-amount" />
      <PaymentPasswordField
        registration={register('paymentPassword')}
        message={errors.paymentPassword?.message}
        testId="line-password"
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="line-error" />
      <MoneyFormDone isDone={isDone} messageKey="wallet_line_done" testId="line-success" />
      <Button type="submit" data-testid="line-submit" disabled={formState.isSubmitting}>
        {t('wallet_line_submit')}
      </Button>
    </form>
  );
}
