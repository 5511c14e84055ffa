import { zodResolver } from '@hookform/resolvers/zod';
import { formatPoints, type TPointExchange, type TPointGoods } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { Money } from '../../wallet/components/money';
import { PaymentPasswordField } from '../../wallet/components/money-fields';
import { useRequestId } from '../../wallet/request-id';
import { useRedeemPointReward } from '../api/redeem-point-reward';

const ZRedeemForm = z.object({
  quantity: z.string().regex(/^[1-9]\d{0,1}$/, 'points_quantity_rule'),
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
  name: z.string().trim().max(60),
  phone: z.string().trim().max(20),
  address: z.string().trim().max(300),
});
type TRedeemForm = z.infer<typeof ZRedeemForm>;
const FIELDS = [
  'quantity',
  'paymentPassword',
  'shippingAddress.name',
  'shippingAddress.phone',
  'shippingAddress.address',
] as const;

/**
 * The redeem dialog: quantity, the payment password and, for physical goods, the shipping address. After
 * the server's yes it says what happened (paid at once, or waiting for approval) instead of the form.
 */
export function RedeemDialog({ goods, onClose }: { goods: TPointGoods; onClose: () => void }) {
  const { t } = useTranslation();
  const redeem = useRedeemPointReward();
  const requestId = useRequestId();
  const [done, setDone] = useState<TPointExchange | null>(null);
  const isPhysical = goods.goodsType === 'PHYSICAL';
  const { register, handleSubmit, setError, resetField, watch, formState } = useForm<TRedeemForm>({
    resolver: zodResolver(ZRedeemForm),
    defaultValues: { quantity: '1', paymentPassword: '', name: '', phone: '', address: '' },
  });
  const { errors } = formState;
  const quantity = Number(watch('quantity')) || 1;

  const submit = handleSubmit(async (values) => {
    if (isPhysical) {
      for (const field of ['name', 'phone', 'address'] as const)
        if (!values[field]) return setError(field, { type: 'required', message: 'field_required' });
    }
    const shippingAddress = isPhysical
      ? { name: values.name, phone: values.phone, address: values.address }
      : undefined;
    const body = { goodsId: goods.id, quantity: Number(values.quantity), shippingAddress };
    try {
      const result = await requestId.sendKeyed(body, (key) =>
        redeem.mutateAsync({ ...body, paymentPassword: values.paymentPassword, requestId: key }),
      );
      setDone(result.exchange);
    } catch (error) {
      resetField('paymentPassword');
      applyFormError(error, setError, FIELDS);
    }
  });

  if (done)
    return (
      <Modal
        name="points-redeem-done"
        title={t('points_redeem_title')}
        onClose={onClose}
        size="small"
        footer={<Button onClick={onClose}>{t('confirm')}</Button>}
      >
        <p className="dialog-message" data-testid="points-redeem-done" data-status={done.status}>
          {t(done.status === 'APPLYING' ? 'points_redeem_done_physical' : 'points_redeem_done_virtual', {
            name: done.goodsName,
          })}
          {done.bonus > 0 && (
            <>
              {' '}
              <Money minor={done.bonus} />
            </>
          )}
        </p>
      </Modal>
    );

  return (
    <Modal
      name="points-redeem"
      title={t('points_redeem_title')}
      onClose={onClose}
      size="small"
      isCoverDisabled
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={redeem.isPending}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={redeem.isPending}
            data-testid="points-redeem-confirm"
          >
            {t('points_redeem')}
          </Button>
        </>
      }
    >
      <form className="points-redeem" onSubmit={(event) => void submit(event)} noValidate>
        <p className="dialog-message">
          <strong>{goods.name}</strong> ·{' '}
          <span data-testid="points-redeem-total">
            {t('points_price', { points: formatPoints(goods.pricePoints * 100 * quantity) })}
          </span>
        </p>
        <AccountTextField
          label={t('points_redeem_quantity')}
          registration={register('quantity')}
          message={errors.quantity?.message}
          testId="points-redeem-quantity"
          inputMode="numeric"
        />
        {isPhysical && (
          <fieldset className="points-redeem__address">
            <legend>{t('points_address')}</legend>
            <AccountTextField
              label={t('points_address_name')}
              registration={register('name')}
              message={errors.name?.message}
              testId="points-address-name"
              autoComplete="name"
            />
            <AccountTextField
              label={t('points_address_phone')}
              registration={register('phone')}
              message={errors.phone?.message}
              testId="points-address-phone"
              autoComplete="tel"
              inputMode="tel"
            />
            <AccountTextField
              label={t('points_address_address')}
              registration={register('address')}
              message={errors.address?.message}
              testId="points-address-address"
              autoComplete="street-address"
            />
          </fieldset>
        )}
        <PaymentPasswordField
          registration={register('paymentPassword')}
          message={errors.paymentPassword?.message}
          testId="points-redeem-password"
        />
        <AccountFormError messageKey={errors.root?.server?.message} testId="points-redeem-error" />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
