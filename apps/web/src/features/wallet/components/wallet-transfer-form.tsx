import { zodResolver } from '@hookform/resolvers/zod';
import type { TMerchantWallet, TWalletBalance } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useTransferBetweenWallets } from '../api/transfer-between-wallets';
import { amountLimitFailure, amountOf, ZAmountText } from '../amount-rules';
import { useRequestId } from '../request-id';
import { AmountField, MoneyFormDone } from './money-fields';
import { SelectField } from './select-field';

const ZTransferForm = z
  .object({ fromWallet: z.string(), toWallet: z.string(), isAll: z.boolean(), amount: z.string() })
  .refine((v) => v.fromWallet !== v.toWallet, { path: ['toWallet'], message: 'same_wallet' })
  .superRefine((v, ctx) => {
    if (v.isAll) return;
    const checked = ZAmountText.safeParse(v.amount);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: checked.error.issues[0]?.message });
  });
type TTransferForm = z.infer<typeof ZTransferForm>;
const FIELDS = ['fromWallet', 'toWallet', 'amount'] as const;

type TWalletTransferFormProps = { wallets: TMerchantWallet['wallets']; balance: TWalletBalance };

/** Moves money between two of the member's wallets: an amount, or everything the source holds. */
export function WalletTransferForm({ wallets, balance }: TWalletTransferFormProps) {
  const { t } = useTranslation();
  const transfer = useTransferBetweenWallets();
  const requestId = useRequestId();
  const [isDone, setIsDone] = useState(false);
  const main = wallets.find((w) => w.mode === 'MAIN') ?? wallets[0];
  const other = wallets.find((w) => w.walletCode !== main?.walletCode);
  const { register, handleSubmit, setError, watch, resetField, formState } = useForm<TTransferForm>({
    resolver: zodResolver(ZTransferForm),
    defaultValues: {
      fromWallet: main?.walletCode ?? '',
      toWallet: other?.walletCode ?? '',
      isAll: false,
      amount: '',
    },
  });
  const { errors } = formState;
  const isAll = watch('isAll');

  const submit = handleSubmit(async (values) => {
    setIsDone(false);
    const body = {
      fromWallet: values.fromWallet,
      toWallet: values.toWallet,
      isAll: values.isAll,
      ...(values.isAll ? {} : { amount: amountOf(values.amount) }),
    };
    const available = balance.balance.find((line) => line.walletCode === values.fromWallet)?.availBalance;
    const refused = body.amount === undefined ? null : amountLimitFailure(body.amount, { available });
    if (refused) return setError('amount', { type: 'limit', message: refused });
    try {
      await requestId.sendKeyed(body, (key) => transfer.mutateAsync({ ...body, requestId: key }));
      resetField('amount');
      setIsDone(true);
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  const options = wallets.map((wallet) => (
    <option key={wallet.walletCode} value={wallet.walletCode}>
      {wallet.displayName}
    </option>
  ));

  return (
    <form className="account-form wallet-form" onSubmit={submit} noValidate>
      <div className="wallet-form__pair">
        <SelectField
          label={t('wallet_transfer_from')}
          registration={register('fromWallet')}
          testId="transfer-from"
          message={errors.fromWallet?.message}
        >
          {options}
        </SelectField>
        <SelectField
          label={t('wallet_transfer_to')}
          registration={register('toWallet')}
          testId="transfer-to"
          message={errors.toWallet?.message}
        >
          {options}
        </SelectField>
      </div>
      <label className="account-check">
        <input type="checkbox" data-testid="transfer-all" {...register('isAll')} />
        {t('wallet_transfer_all')}
      </label>
      {!isAll && (
        <AmountField
          registration={register('amount')}
          message={errors.amount?.message}
          testId="transfer-amount"
        />
      )}
      <AccountFormError messageKey={errors.root?.server?.message} testId="transfer-error" />
      <MoneyFormDone isDone={isDone} messageKey="wallet_transfer_done" testId="transfer-success" />
      <Button type="submit" data-testid="transfer-submit" disabled={formState.isSubmitting}>
        {t('wallet_transfer_submit')}
      </Button>
    </form>
  );
}
