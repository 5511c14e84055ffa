import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_GATEWAYS,
  ZPaymentMethodCode,
  ZPaymentMethodSave,
  type TOpsPaymentMethod,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { fieldErrorKey } from '../../../lib/field-error-key';
import { paymentMethodsKey, savePaymentMethod } from '../api/payment-methods';

// The method's code is the address of the PUT; the body is the contracts' save schema.
const ZForm = z.object({ code: ZPaymentMethodCode, method: ZPaymentMethodSave });
type TForm = z.input<typeof ZForm>;
type TBody = z.output<typeof ZForm>;
const AMOUNT_ERRORS = { invalid_type: 'amount_format', too_small: 'amount_positive' };
const BANK_FIELDS = ['bankName', 'accountName', 'accountNumber', 'branch'] as const;

const resolveForm = zodResolver(ZForm);
/** Only a manual bank method has a bank account; an empty branch is none. */
const resolver: Resolver<TForm, unknown, TBody> = (values, context, options) => {
  const bank = values.method.bankDetails;
  const bankDetails =
    values.method.gateway === 'MANUAL_BANK' && bank ? { ...bank, branch: bank.branch?.trim() || null } : null;
  return resolveForm({ ...values, method: { ...values.method, bankDetails } }, context, options);
};

function defaultsOf(method: TOpsPaymentMethod | null): TForm {
  if (!method)
    return {
      code: '',
      method: { displayName: '', gateway: 'MANUAL_BANK', isEnabled: true, sortOrder: 0, bankDetails: null },
    } as TForm;
  return {
    code: method.code,
    method: {
      displayName: method.displayName,
      gateway: method.gateway,
      minAmount: method.minAmount,
      maxAmount: method.maxAmount,
      dailyMaxAmount: method.dailyMaxAmount,
      bankDetails: method.bankDetails,
      isEnabled: method.isEnabled,
      sortOrder: method.sortOrder,
    },
  };
}

type TPaymentMethodFormProps = {
  merchant: string;
  /** null: a new method. */
  method: TOpsPaymentMethod | null;
  onClose: () => void;
};

/** Creates a payment method or replaces one (the route's PUT is the whole method). */
export function PaymentMethodForm({ merchant, method, onClose }: TPaymentMethodFormProps) {
  const { t } = useTranslation('money');
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, TBody>({ resolver, defaultValues: defaultsOf(method) });
  const save = useMutation({
    mutationFn: (body: TBody) => savePaymentMethod(merchant, body.code, body.method),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentMethodsKey(merchant) });
      onClose();
    },
  });
  const errors = form.formState.errors.method;
  const isManualBank = form.watch('method.gateway') === 'MANUAL_BANK';
  const title = method ? `${t('paymentMethods.edit')}: ${method.code}` : t('paymentMethods.new');
  return (
    <Dialog
      title={title}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('console:save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
      >
        <TextField
          label={t('paymentMethods.code')}
          readOnly={method !== null}
          hint={t('paymentMethods.codeHint')}
          error={fieldErrorKey(form.formState.errors.code)}
          {...form.register('code')}
        />
        <TextField
          label={t('paymentMethods.displayName')}
          error={fieldErrorKey(errors?.displayName)}
          {...form.register('method.displayName')}
        />
        <SelectField
          label={t('paymentMethods.gateway')}
          options={PAYMENT_GATEWAYS.map((gateway) => ({
            value: gateway,
            label: t(`paymentMethods.gateways.${gateway}`),
          }))}
          {...form.register('method.gateway')}
        />
        <div className="form-grid">
          {(['minAmount', 'maxAmount', 'dailyMaxAmount'] as const).map((name) => (
            <AmountField
              key={name}
              control={form.control}
              name={`method.${name}`}
              label={t(`paymentMethods.${name}`)}
              error={fieldErrorKey(errors?.[name], AMOUNT_ERRORS)}
            />
          ))}
        </div>
        {isManualBank ? (
          <fieldset className="form-grid">
            <legend>{t('paymentMethods.bank')}</legend>
            {BANK_FIELDS.map((name) => (
              <TextField
                key={name}
                label={t(`paymentMethods.bankFields.${name}`)}
                error={fieldErrorKey(errors?.bankDetails?.[name])}
                {...form.register(`method.bankDetails.${name}`)}
              />
            ))}
            {errors?.bankDetails?.message ? (
              <p className="field-error" role="alert">
                {t(`console:validation.${errors.bankDetails.message}`)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="form-grid">
          <TextField
            label={t('paymentMethods.sortOrder')}
            type="number"
            error={fieldErrorKey(errors?.sortOrder)}
            {...form.register('method.sortOrder', { valueAsNumber: true })}
          />
          <label className="check-field">
            <input type="checkbox" {...form.register('method.isEnabled')} />
            {t('paymentMethods.isEnabled')}
          </label>
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
