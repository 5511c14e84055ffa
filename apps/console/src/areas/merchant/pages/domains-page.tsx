import { zodResolver } from '@hookform/resolvers/zod';
import { ZMerchantDomains, type TOpsMerchantDetail } from '@kirin/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCanWrite } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { useFieldErrorText } from '../../../lib/field-error';
import { saveMerchantDomains } from '../api/merchant-config';
import { MerchantDetailGate } from './merchant-detail-gate';
import { SaveBar } from './save-bar';
import { useSaveMerchant } from './use-save-merchant';
import '../../../styles/owner-areas.css';

/** The route's body is the list itself; a form's value is an object, so the list is its one field. */
const ZDomainsForm = z.object({ domains: ZMerchantDomains });
type TDomainsInput = z.input<typeof ZDomainsForm>;
type TDomainsOutput = z.output<typeof ZDomainsForm>;

function DomainsForm({
  detail,
  save,
}: {
  detail: TOpsMerchantDetail;
  save: ReturnType<typeof useSaveMerchant<TDomainsOutput['domains']>>;
}) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const form = useForm<TDomainsInput, unknown, TDomainsOutput>({
    resolver: zodResolver(ZDomainsForm),
    defaultValues: { domains: detail.domains },
  });
  const domains = useFieldArray({ control: form.control, name: 'domains' });
  const { errors, isDirty } = form.formState;
  const listError = errors.domains?.root ?? (errors.domains?.message ? errors.domains : undefined);
  const count = domains.fields.length;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((value) =>
        save.mutate(value.domains, { onSuccess: () => form.reset(value) }),
      )}
    >
      <fieldset className="form-body" disabled={!canWrite}>
        {count === 0 ? <p className="field-hint">{t('domains.none')}</p> : null}
        <ol className="row-list" aria-label={t('domains.title')}>
          {domains.fields.map((field, index) => {
            const host = form.watch(`domains.${index}.domain`) || `${index + 1}`;
            return (
              <li key={field.id}>
                <TextField
                  label={t('domains.domain', { position: index + 1 })}
                  autoCapitalize="none"
                  spellCheck={false}
                  error={errorText(errors.domains?.[index]?.domain)}
                  {...form.register(`domains.${index}.domain`)}
                />
                <CheckboxField
                  label={t('domains.isRoute')}
                  hint={t('domains.isRouteHint')}
                  {...form.register(`domains.${index}.isRoute`)}
                />
                {canWrite ? (
                  <div className="row-actions">
                    <Button
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => domains.move(index, index - 1)}
                      aria-label={t('domains.moveUp', { host })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={index === count - 1}
                      onClick={() => domains.move(index, index + 1)}
                      aria-label={t('domains.moveDown', { host })}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => domains.remove(index)}
                      aria-label={t('form.removeRow', { name: host })}
                    >
                      {t('form.remove')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        {listError ? (
          <p className="field-error" role="alert">
            {errorText(listError)}
          </p>
        ) : null}
        {canWrite ? (
          <div>
            <Button onClick={() => domains.append({ domain: '', isRoute: false })}>{t('domains.add')}</Button>
          </div>
        ) : null}
      </fieldset>
      {canWrite ? (
        <SaveBar mutation={save} isDirty={isDirty} hasErrors={Object.keys(errors).length > 0} />
      ) : null}
    </form>
  );
}

/** The merchant's hosts in order: the first is its main address; route hosts are offered to the site. */
export default function DomainsPage() {
  const { t } = useTranslation('merchant');
  const save = useSaveMerchant(saveMerchantDomains);
  return (
    <>
      <PageHeader title={t('domains.title')}>
        <p className="page-lead">{t('domains.lead')}</p>
      </PageHeader>
      <MerchantDetailGate>
        {(detail) => <DomainsForm key={JSON.stringify(detail.domains)} detail={detail} save={save} />}
      </MerchantDetailGate>
    </>
  );
}
