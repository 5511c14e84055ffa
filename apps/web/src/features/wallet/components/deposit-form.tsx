import { zodResolver } from '@hookform/resolvers/zod';
import type { TDeposit, TPaymentMethod } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useCreateDeposit } from '../api/create-deposit';
import { amountLimitFailure, amountOf, ZAmountText } from '../amount-rules';
import { openPaymentPage } from '../open-payment-page';
import { useRequestId } from '../request-id';
import { AmountField } from './money-fields';
import { DepositMethods } from './deposit-methods';
import {
  DepositPromotionChoice,
  useChoosableDepositPromotions,
} from '../../promotions/components/deposit-promotion-choice';

const ZDepositForm = z.object({ amount: ZAmountText });
type TDepositForm = z.infer<typeof ZDepositForm>;

/** Method, amount and an optional deposit bonus (docs/promotions.md); the sandbox gateway's page opens, a bank transfer shows its details (`onCreated`). */
export function DepositForm({
  methods,
  onCreated,
}: {
  methods: TPaymentMethod[];
  onCreated: (d: TDeposit) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const [methodId, setMethodId] = useState<string | null>(methods[0]?.id ?? null);
  const method = methods.find((m) => m.id === methodId);
  // undefined: not touched (the joined promotion, if any, is preselected); null: the member chose none.
  const [promotionChoice, setPromotionChoice] = useState<string | null | undefined>(undefined);
  const choosable = useChoosableDepositPromotions();
  const promotionId =
    promotionChoice === undefined
      ? choosable.find((p) => p.status === 'JOINED')?.id
      : (promotionChoice ?? undefined);
  const { register, handleSubmit, setError, formState } = useForm<TDepositForm>({
    resolver: zodResolver(ZDepositForm),
    defaultValues: { amount: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    if (!method) return;
    const amount = amountOf(values.amount);
    const refused = amountLimitFailure(amount, {
      minAmount: method.minAmount,
      maxAmount: method.maxAmount,
      dailyLeft: Math.max(0, method.dailyMaxAmount - method.usedToday),
    });
    if (refused) return setError('amount', { type: 'limit', message: refused });
    const body = { methodId: method.id, amount, ...(promotionId ? { promotionId } : {}) };
    try {
      const deposit = await requestId.sendKeyed(body, (key) =>
        create.mutateAsync({ ...body, requestId: key }),
      );
      if (deposit.gateway === 'SANDBOX' && deposit.paymentUrl) openPaymentPage(deposit.paymentUrl);
      else onCreated(deposit);
    } catch (error) {
      applyFormError(error, setError, ['amount']);
    }
  });

  return (
    <form className="account-form wallet-form" onSubmit={submit} noValidate>
      <DepositMethods methods={methods} selectedId={methodId} onSelect={setMethodId} />
      <AmountField
        registration={register('amount')}
        message={errors.amount?.message}
        testId="deposit-amount"
      />
      <DepositPromotionChoice value={promotionChoice} onChange={setPromotionChoice} />
      <AccountFormError messageKey={errors.root?.server?.message} testId="deposit-error" />
      <Button type="submit" data-testid="deposit-submit" disabled={formState.isSubmitting || !method}>
        {t(method?.gateway === 'SANDBOX' ? 'wallet_deposit_pay' : 'wallet_deposit_submit')}
      </Button>
    </form>
  );
}
