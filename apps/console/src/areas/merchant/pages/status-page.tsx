import { zodResolver } from '@hookform/resolvers/zod';
import { ZMerchantStatusUpdate, type TOpsMerchantDetail } from '@kirin/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCanWrite } from '../../../app/area-context';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useFieldErrorText } from '../../../lib/field-error';
import { updateMerchantStatus } from '../api/merchant-config';
import { CountryPicker } from './country-picker';
import { MerchantDetailGate } from './merchant-detail-gate';
import { SaveBar } from './save-bar';
import { useSaveMerchant } from './use-save-merchant';
import '../../../styles/owner-areas.css';

type TStatusInput = z.input<typeof ZMerchantStatusUpdate>;
type TStatusOutput = z.output<typeof ZMerchantStatusUpdate>;

function StatusForm({
  detail,
  save,
}: {
  detail: TOpsMerchantDetail;
  save: ReturnType<typeof useSaveMerchant<TStatusOutput>>;
}) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const form = useForm<TStatusInput, unknown, TStatusOutput>({
    resolver: zodResolver(ZMerchantStatusUpdate),
    defaultValues: {
      maintenance: detail.maintenance,
      blockedCountries: detail.blockedCountries,
      loginRequired: detail.loginRequired,
    },
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((status) => save.mutate(status, { onSuccess: () => form.reset(status) }))}
    >
      <fieldset className="form-body" disabled={!canWrite}>
        <CheckboxField
          label={t('status.maintenance')}
          hint={t('status.maintenanceHint')}
          {...form.register('maintenance')}
        />
        <CheckboxField
          label={t('status.loginRequired')}
          hint={t('status.loginRequiredHint')}
          {...form.register('loginRequired')}
        />
        <Controller
          control={form.control}
          name="blockedCountries"
          render={({ field, fieldState }) => (
            <CountryPicker
              label={t('status.blockedCountries')}
              value={field.value ?? []}
              onChange={field.onChange}
              isReadOnly={!canWrite}
              error={errorText(fieldState.error)}
            />
          )}
        />
      </fieldset>
      {canWrite ? (
        <SaveBar mutation={save} isDirty={isDirty} hasErrors={Object.keys(errors).length > 0} />
      ) : null}
    </form>
  );
}

/** Maintenance, the blocked countries (region restriction) and the access guard, switched at once. */
export default function StatusPage() {
  const { t } = useTranslation('merchant');
  const save = useSaveMerchant(updateMerchantStatus);
  return (
    <>
      <PageHeader title={t('status.title')}>
        <p className="page-lead">{t('status.lead')}</p>
      </PageHeader>
      <MerchantDetailGate>
        {(detail) => <StatusForm key={detail.updatedAt} detail={detail} save={save} />}
      </MerchantDetailGate>
    </>
  );
}
