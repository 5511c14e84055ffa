import { zodResolver } from '@hookform/resolvers/zod';
import {
  CS_PATH_TYPES,
  CS_TYPES,
  ZCustomerServiceConfigList,
  type TCustomerServiceConfig,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { customerServiceKey, replaceCustomerService } from '../api/customer-service';

/** The route's body is the list itself; a form needs an object around it. */
const ZForm = z.object({ entries: ZCustomerServiceConfigList });
type TForm = z.input<typeof ZForm>;
/** The route takes at most this many entries, and this many client paths per entry. */
const MAX_ENTRIES = 10;
const MAX_PATHS = 10;

/** Every entry with a path list in the form (empty when it has none), so paths can be added in place. */
const toForm = (entries: readonly TCustomerServiceConfig[]): TForm => ({
  entries: entries.map((entry) => ({ ...entry, version: { pathList: entry.version?.pathList ?? [] } })),
});
/** An empty path list is left out, as an entry without client paths is stored. */
const toBody = (form: z.output<typeof ZForm>): TCustomerServiceConfig[] =>
  form.entries.map(({ version, ...entry }) => (version?.pathList.length ? { ...entry, version } : entry));

function PathList({
  control,
  form,
  index,
}: {
  control: Control<TForm>;
  form: UseFormReturn<TForm>;
  index: number;
}) {
  const { t } = useTranslation('service');
  const errorText = useFieldErrorText('service');
  const paths = useFieldArray({ control, name: `entries.${index}.version.pathList` });
  const errors = form.formState.errors.entries?.[index]?.version?.pathList;
  return (
    <fieldset className="cs-paths">
      <legend>{t('customerService.clientPaths')}</legend>
      {paths.fields.map((field, pathIndex) => (
        <div key={field.id} className="cs-path-row">
          <SelectField
            label={t('customerService.client')}
            options={CS_PATH_TYPES.map((value) => ({ value, label: t(`customerService.clients.${value}`) }))}
            {...form.register(`entries.${index}.version.pathList.${pathIndex}.type`)}
          />
          <TextField
            label={t('customerService.path')}
            error={errorText(errors?.[pathIndex]?.path)}
            {...form.register(`entries.${index}.version.pathList.${pathIndex}.path`)}
          />
          <Button variant="ghost" onClick={() => paths.remove(pathIndex)}>
            {t('customerService.removePath')}
          </Button>
        </div>
      ))}
      {paths.fields.length < MAX_PATHS ? (
        <Button onClick={() => paths.append({ type: 'H5', path: '' })}>{t('customerService.addPath')}</Button>
      ) : null}
    </fieldset>
  );
}

/** The owner's editor: every entry, its type, its path and its per-client paths, saved together. */
export function CustomerServiceForm({
  merchant,
  entries,
}: {
  merchant: string;
  entries: TCustomerServiceConfig[];
}) {
  const { t } = useTranslation('service');
  const errorText = useFieldErrorText('service');
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: toForm(entries),
  });
  const list = useFieldArray({ control: form.control, name: 'entries' });
  const save = useMutation({
    mutationFn: (body: TCustomerServiceConfig[]) => replaceCustomerService(merchant, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerServiceKey(merchant), saved);
      form.reset(toForm(saved));
    },
  });
  const errors = form.formState.errors.entries;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(toBody(values)))} noValidate>
      {list.fields.length === 0 ? <p className="note">{t('customerService.none')}</p> : null}
      {list.fields.map((field, index) => (
        <fieldset key={field.id} className="card cs-entry">
          <legend>{t('customerService.entry', { number: index + 1 })}</legend>
          <div className="form-grid">
            <SelectField
              label={t('customerService.type')}
              options={CS_TYPES.map((value) => ({ value, label: t(`customerService.types.${value}`) }))}
              {...form.register(`entries.${index}.csType`)}
            />
            <TextField
              label={t('customerService.path')}
              hint={t('customerService.pathHint')}
              error={errorText(errors?.[index]?.path)}
              {...form.register(`entries.${index}.path`)}
            />
          </div>
          <PathList control={form.control} form={form} index={index} />
          <div className="form-actions">
            <Button variant="danger" onClick={() => list.remove(index)}>
              {t('customerService.removeEntry', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <ErrorNote error={save.error} />
      {save.isSuccess && !form.formState.isDirty ? (
        <p className="note" role="status">
          {t('customerService.saved')}
        </p>
      ) : null}
      <div className="form-actions">
        {list.fields.length < MAX_ENTRIES ? (
          <Button onClick={() => list.append({ csType: 'LIVECHAT', path: '', version: { pathList: [] } })}>
            {t('customerService.addEntry')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('customerService.save')}
        </Button>
      </div>
    </form>
  );
}
