import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MAX_PAYOUT_MULTIPLE, ZVendorSave, ZWalletCode, type TVendor } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { fieldErrorKey } from '../../../lib/field-error-key';
import { saveVendor, vendorsKey } from '../../../api/vendors';
import { LinesField } from '../../../components/ui/lines-field';

// The vendor's code is the address of the PUT; the body is the contracts' save schema.
const ZForm = z.object({ vassalage: ZWalletCode, vendor: ZVendorSave });
type TForm = z.input<typeof ZForm>;
type TBody = z.output<typeof ZForm>;
const MODES = ['SEAMLESS', 'TRANSFER'] as const;

/** An empty number field is null (no limit), like an empty amount. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

function defaultsOf(vendor: TVendor | null): TForm {
  if (!vendor)
    return {
      vassalage: '',
      vendor: {
        displayName: '',
        walletMode: 'TRANSFER',
        isEnabled: true,
        sortOrder: 0,
        launchUrl: null,
        ipAllowList: [],
        maxRoundPayoutMinor: null,
        maxPayoutMultiple: DEFAULT_MAX_PAYOUT_MULTIPLE,
      },
    };
  const { vassalage, createdAt: _createdAt, ...saved } = vendor;
  return { vassalage, vendor: saved };
}

type TVendorFormProps = { merchant: string; vendor: TVendor | null; onClose: () => void };

/** Creates a vendor integration or replaces one; a new vendor gets its signing secret on the server. */
export function VendorForm({ merchant, vendor, onClose }: TVendorFormProps) {
  const { t } = useTranslation('money');
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, TBody>({
    resolver: zodResolver(ZForm),
    defaultValues: defaultsOf(vendor),
  });
  const save = useMutation({
    mutationFn: (body: TBody) => saveVendor(merchant, body.vassalage, body.vendor),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorsKey(merchant) });
      onClose();
    },
  });
  const errors = form.formState.errors.vendor;
  return (
    <Dialog
      title={vendor ? `${t('vendors.edit')}: ${vendor.vassalage}` : t('vendors.new')}
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
          label={t('vendors.vassalage')}
          readOnly={vendor !== null}
          error={fieldErrorKey(form.formState.errors.vassalage)}
          {...form.register('vassalage')}
        />
        <TextField
          label={t('vendors.displayName')}
          error={fieldErrorKey(errors?.displayName)}
          {...form.register('vendor.displayName')}
        />
        <SelectField
          label={t('vendors.walletMode')}
          options={MODES.map((mode) => ({ value: mode, label: t(`vendors.walletModes.${mode}`) }))}
          {...form.register('vendor.walletMode')}
        />
        <TextField
          label={t('vendors.launchUrl')}
          hint={t('vendors.launchUrlHint')}
          error={fieldErrorKey(errors?.launchUrl)}
          {...form.register('vendor.launchUrl', { setValueAs: (value) => (value === '' ? null : value) })}
        />
        <LinesField
          control={form.control}
          name="vendor.ipAllowList"
          label={t('vendors.ipAllowList')}
          hint={t('vendors.ipAllowListHint')}
          error={errors?.ipAllowList ? 'invalid_format' : undefined}
        />
        <div className="form-grid">
          <AmountField
            control={form.control}
            name="vendor.maxRoundPayoutMinor"
            label={t('vendors.maxRoundPayout')}
            hint={t('vendors.emptyNoLimit')}
            emptyValue={null}
            error={fieldErrorKey(errors?.maxRoundPayoutMinor, {
              invalid_type: 'amount_format',
              too_small: 'amount_positive',
            })}
          />
          <TextField
            label={t('vendors.maxPayoutMultiple')}
            type="number"
            hint={t('vendors.emptyNoLimit')}
            error={fieldErrorKey(errors?.maxPayoutMultiple)}
            {...form.register('vendor.maxPayoutMultiple', { setValueAs: numberOrNull })}
          />
          <TextField
            label={t('vendors.sortOrder')}
            type="number"
            error={fieldErrorKey(errors?.sortOrder)}
            {...form.register('vendor.sortOrder', { valueAsNumber: true })}
          />
          <label className="check-field">
            <input type="checkbox" {...form.register('vendor.isEnabled')} />
            {t('vendors.isEnabled')}
          </label>
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
