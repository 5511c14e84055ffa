import { zodResolver } from '@hookform/resolvers/zod';
import { ZMerchantSettings, type TOpsMerchantDetail } from '@kirin/contracts';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useCanWrite } from '../../../app/area-context';
import { PageHeader } from '../../../components/ui/page-header';
import { saveMerchantSettings } from '../api/merchant-config';
import { MerchantDetailGate } from './merchant-detail-gate';
import { SaveBar } from './save-bar';
import { useSaveMerchant } from './use-save-merchant';
import '../../../styles/owner-areas.css';

export type TSettingsInput = z.input<typeof ZMerchantSettings>;
export type TSettingsOutput = z.output<typeof ZMerchantSettings>;
export type TSettingsForm = UseFormReturn<TSettingsInput, unknown, TSettingsOutput>;

type TSettingsFormPageProps = {
  title: string;
  lead: string;
  /** The fields of this page's part; the rest of the stored settings go back unchanged. */
  children: (form: TSettingsForm) => ReactNode;
};

function SettingsForm({
  detail,
  save,
  children,
}: {
  detail: TOpsMerchantDetail;
  save: ReturnType<typeof useSaveMerchant<TSettingsOutput>>;
  children: TSettingsFormPageProps['children'];
}) {
  const canWrite = useCanWrite();
  // The whole stored document is the form's value and the whole schema validates it: PUT replaces all of it.
  const form = useForm<TSettingsInput, unknown, TSettingsOutput>({
    resolver: zodResolver(ZMerchantSettings),
    defaultValues: detail.settings,
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((settings) =>
        save.mutate(settings, { onSuccess: () => form.reset(settings) }),
      )}
    >
      <fieldset className="form-body" disabled={!canWrite}>
        {children(form)}
      </fieldset>
      {canWrite ? (
        <SaveBar mutation={save} isDirty={isDirty} hasErrors={Object.keys(errors).length > 0} />
      ) : null}
    </form>
  );
}

/** A page that edits one part of the merchant's settings (PUT /ops/merchants/:code/settings). */
export function SettingsFormPage({ title, lead, children }: TSettingsFormPageProps) {
  const save = useSaveMerchant(saveMerchantSettings);
  return (
    <>
      <PageHeader title={title}>
        <p className="page-lead">{lead}</p>
      </PageHeader>
      <MerchantDetailGate>
        {(detail) => (
          <SettingsForm key={detail.updatedAt} detail={detail} save={save}>
            {children}
          </SettingsForm>
        )}
      </MerchantDetailGate>
    </>
  );
}
