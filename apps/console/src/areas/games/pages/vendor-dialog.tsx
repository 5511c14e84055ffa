import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MAX_PAYOUT_MULTIPLE, ZVendorSave, ZWalletCode, type TVendor } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { saveVendor, vendorsKey } from '../../../api/vendors';
import '../../../styles/games.css';
import { useAmountErrorText } from '../../../lib/field-error';

/** The integration's body with its code, and the allow list typed one address per line. */
const ZVendorForm = ZVendorSave.extend({
  vassalage: ZWalletCode,
  ipAllowList: z
    .string()
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(ZVendorSave.shape.ipAllowList.unwrap()),
});
type TVendorForm = z.input<typeof ZVendorForm>;
type TVendorBody = z.output<typeof ZVendorForm>;

/**
 * Registers a vendor or replaces its integration. The route clears what a body leaves out, so every field is
 * sent as the form shows it; a new vendor gets its HMAC secret from the server (never shown).
 */
export function VendorDialog({
  merchant,
  vendor,
  onClose,
}: {
  merchant: string;
  vendor: TVendor | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const formId = useId();
  const amountErrorText = useAmountErrorText('games');
  const errorText = useFieldErrorText('games');
  const queryClient = useQueryClient();
  const form = useForm<TVendorForm, unknown, TVendorBody>({
    resolver: zodResolver(ZVendorForm),
    defaultValues: vendor
      ? {
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          walletMode: vendor.walletMode,
          isEnabled: vendor.isEnabled,
          sortOrder: vendor.sortOrder,
          launchUrl: vendor.launchUrl,
          ipAllowList: vendor.ipAllowList.join('\n'),
          maxRoundPayoutMinor: vendor.maxRoundPayoutMinor,
          maxPayoutMultiple: vendor.maxPayoutMultiple,
        }
      : {
          vassalage: '',
          displayName: '',
          walletMode: 'SEAMLESS',
          isEnabled: true,
          sortOrder: 0,
          launchUrl: null,
          ipAllowList: '',
          maxRoundPayoutMinor: null,
          maxPayoutMultiple: DEFAULT_MAX_PAYOUT_MULTIPLE,
        },
  });
  const save = useMutation({
    mutationFn: ({ vassalage, ...body }: TVendorBody) => saveVendor(merchant, vassalage, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorsKey(merchant) });
      onClose();
    },
  });
  const { errors } = form.formState;
  // An address list answers one error per bad line.
  const ipErrors = errors.ipAllowList as FieldError | (FieldError | undefined)[] | undefined;
  const ipError = Array.isArray(ipErrors) ? ipErrors.find(Boolean) : ipErrors;
  const title = vendor ? `${t('vendors.edit')}: ${vendor.vassalage}` : t('vendors.add');
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
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <div className="form-grid">
          <TextField
            label={t('vendors.vendor')}
            readOnly={Boolean(vendor)}
            autoComplete="off"
            hint={vendor ? undefined : t('lanes.vendorHint')}
            error={errorText(errors.vassalage)}
            {...form.register('vassalage')}
          />
          <TextField
            label={t('vendors.displayName')}
            maxLength={64}
            error={errorText(errors.displayName)}
            {...form.register('displayName')}
          />
          <SelectField
            label={t('vendors.walletMode')}
            options={(['SEAMLESS', 'TRANSFER'] as const).map((mode) => ({
              value: mode,
              label: t(`vendors.walletModes.${mode}`),
            }))}
            error={errorText(errors.walletMode)}
            {...form.register('walletMode')}
          />
          <TextField
            label={t('vendors.sortOrder')}
            type="number"
            min={0}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          <TextField
            label={t('vendors.launchUrl')}
            hint={t('vendors.launchUrlHint')}
            error={errorText(errors.launchUrl)}
            {...form.register('launchUrl', { setValueAs: (value: string | null) => value?.trim() || null })}
          />
          <AmountField
            // The allow list's text becomes a list on submit; the amount field reads input values only.
            control={form.control as unknown as Control<TVendorForm>}
            name="maxRoundPayoutMinor"
            label={t('vendors.maxRoundPayout')}
            hint={t('vendors.emptyNoLimit')}
            emptyValue={null}
            error={amountErrorText(errors.maxRoundPayoutMinor)}
          />
          <TextField
            label={t('vendors.maxPayoutMultiple')}
            type="number"
            min={1}
            hint={t('vendors.emptyNoLimit')}
            error={errorText(errors.maxPayoutMultiple)}
            {...form.register('maxPayoutMultiple', {
              setValueAs: (value: string | number | null) =>
                value === '' || value === null ? null : Number(value),
            })}
          />
          <CheckboxField label={t('vendors.enabled')} {...form.register('isEnabled')} />
        </div>
        <TextAreaField
          label={t('vendors.ipAllowList')}
          hint={t('vendors.ipAllowListHint')}
          rows={3}
          error={errorText(ipError)}
          {...form.register('ipAllowList')}
        />
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
