import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import type { TBrandInput, TBrandOutput } from './brand-page';

const GROUPS = ['payment', 'certification', 'responsibleGaming'] as const;
type TGroup = (typeof GROUPS)[number];

function LogoGroup({
  form,
  group,
}: {
  form: UseFormReturn<TBrandInput, unknown, TBrandOutput>;
  group: TGroup;
}) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const logos = useFieldArray({ control: form.control, name: `footerLogos.${group}` });
  const errors = form.formState.errors.footerLogos?.[group];
  const groupName = t(`brand.logoGroups.${group}`);
  return (
    <fieldset className="form-section">
      <legend>{groupName}</legend>
      {logos.fields.length === 0 ? <p className="field-hint">{t('form.noRows')}</p> : null}
      <ol className="row-list">
        {logos.fields.map((field, index) => (
          <li key={field.id}>
            <TextField
              label={t('brand.logoName')}
              error={errorText(errors?.[index]?.name)}
              {...form.register(`footerLogos.${group}.${index}.name`)}
            />
            <TextField
              label={t('brand.logoImageUrl')}
              error={errorText(errors?.[index]?.imageUrl)}
              {...form.register(`footerLogos.${group}.${index}.imageUrl`)}
            />
            {canWrite ? (
              <div className="row-actions">
                <Button
                  variant="ghost"
                  onClick={() => logos.remove(index)}
                  aria-label={t('form.removeRow', { name: `${groupName} ${index + 1}` })}
                >
                  {t('form.remove')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <div>
          <Button onClick={() => logos.append({ name: '', imageUrl: '' })}>
            {t('brand.addLogo', { group: groupName })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The footer's three logo rows (payment, certification, responsible gaming): a name and an image address each. */
export function FooterLogosFields({ form }: { form: UseFormReturn<TBrandInput, unknown, TBrandOutput> }) {
  return (
    <>
      {GROUPS.map((group) => (
        <LogoGroup key={group} form={form} group={group} />
      ))}
    </>
  );
}
