import { zodResolver } from '@hookform/resolvers/zod';
import { MAIN_WALLET, ZAdjustmentRequest, type TAdjustment } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorKey } from '../../../lib/field-error-key';
import { formatMinorUnits } from '../../../lib/format';
import { adjustmentsKey, requestAdjustment } from '../api/adjustments';
import { fetchVendors, vendorsKey } from '../../../api/vendors';

type TAdjustmentForm = z.input<typeof ZAdjustmentRequest>;
type TAdjustmentBody = z.output<typeof ZAdjustmentRequest>;

type TAdjustmentFormProps = {
  /** The member to adjust, when the form is opened from a member's profile. */
  username?: string;
  merchant: string;
  isOpen: boolean;
  onClose: () => void;
  onCreated: (adjustment: TAdjustment) => void;
};

/**
 * A manual credit (positive amount) or debit (negative) of one member wallet, with its reason. The request id
 * is made once per opening, so pressing again after a lost answer cannot adjust twice.
 */
export function AdjustmentForm({ merchant, isOpen, onClose, onCreated, username }: TAdjustmentFormProps) {
  const { t } = useTranslation('money');
  return (
    <Dialog title={t('adjustments.newTitle')} isOpen={isOpen} onClose={onClose}>
      {isOpen ? (
        <AdjustmentFormBody merchant={merchant} onClose={onClose} onCreated={onCreated} username={username} />
      ) : null}
    </Dialog>
  );
}

function AdjustmentFormBody({
  merchant,
  onClose,
  onCreated,
  username,
}: Omit<TAdjustmentFormProps, 'isOpen'>) {
  const { t } = useTranslation('money');
  const formId = useId();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  // Transfer-mode vendor wallets hold money the platform keeps; seamless ones are the vendor's.
  const vendors = useQuery({
    queryKey: vendorsKey(merchant),
    queryFn: ({ signal }) => fetchVendors(merchant, signal),
  });
  const walletOptions = [
    { value: MAIN_WALLET, label: t('adjustments.mainWallet') },
    ...(vendors.data ?? [])
      .filter((vendor) => vendor.walletMode === 'TRANSFER')
      .map((vendor) => ({ value: vendor.vassalage, label: `${vendor.displayName} (${vendor.vassalage})` })),
  ];
  const form = useForm<TAdjustmentForm, unknown, TAdjustmentBody>({
    resolver: zodResolver(ZAdjustmentRequest),
    defaultValues: { username: username ?? '', walletCode: MAIN_WALLET, reason: '', requestId },
  });
  const create = useMutation({
    mutationFn: (body: TAdjustmentBody) => requestAdjustment(merchant, body),
    onSuccess: async (adjustment) => {
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey(merchant) });
      onCreated(adjustment);
      onClose();
    },
  });
  const { errors } = form.formState;
  const amount = form.watch('amount');
  return (
    <>
      <form
        id={formId}
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
      >
        <TextField
          label={t('adjustments.username')}
          autoComplete="off"
          error={fieldErrorKey(errors.username)}
          {...form.register('username')}
        />
        <SelectField
          label={t('adjustments.wallet')}
          options={walletOptions}
          error={fieldErrorKey(errors.walletCode)}
          {...form.register('walletCode')}
        />
        <AmountField
          control={form.control}
          name="amount"
          label={t('adjustments.amount')}
          hint={
            typeof amount === 'number' && Number.isSafeInteger(amount) && amount !== 0
              ? t(amount > 0 ? 'adjustments.creditPreview' : 'adjustments.debitPreview', {
                  amount: formatMinorUnits(Math.abs(amount)),
                })
              : t('adjustments.amountHint')
          }
          error={fieldErrorKey(errors.amount, { invalid_type: 'amount_format' })}
        />
        <TextAreaField
          label={t('adjustments.reason')}
          rows={3}
          maxLength={200}
          error={fieldErrorKey(errors.reason)}
          {...form.register('reason')}
        />
        <ErrorNote error={create.error} />
      </form>
      <div className="form-actions">
        <Button onClick={onClose}>{t('console:cancel')}</Button>
        <Button type="submit" form={formId} variant="primary" isBusy={create.isPending}>
          {t('adjustments.submit')}
        </Button>
      </div>
    </>
  );
}
