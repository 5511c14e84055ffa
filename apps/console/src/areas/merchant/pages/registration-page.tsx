import { PATTERN_IDS, REGISTER_FIELDS, type TRegisterField } from '@kirin/contracts';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { SettingsFormPage, type TSettingsForm } from './settings-form-page';

function RuleFields({ form }: { form: TSettingsForm }) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const rules = useFieldArray({ control: form.control, name: 'registerRules' });
  const errors = form.formState.errors.registerRules;
  const used = new Set(form.watch('registerRules').map((rule) => rule.field));
  const unused = REGISTER_FIELDS.filter((field) => !used.has(field));
  const [toAdd, setToAdd] = useState<TRegisterField | ''>('');
  const patternOptions = PATTERN_IDS.map((id) => ({
    value: String(id),
    label: `${id}. ${t(`registration.patterns.${id}`)}`,
  }));
  return (
    <>
      <ol className="row-list" aria-label={t('registration.rules')}>
        {rules.fields.map((rule, index) => {
          const fieldName = t(`registration.fields.${rule.field}`);
          return (
            <li key={rule.id}>
              <h3 className="visually-hidden">{fieldName}</h3>
              <SelectField
                label={t('registration.field')}
                options={REGISTER_FIELDS.map((field) => ({
                  value: field,
                  label: t(`registration.fields.${field}`),
                }))}
                {...form.register(`registerRules.${index}.field`)}
              />
              <SelectField
                label={t('registration.patternId')}
                options={patternOptions}
                error={errorText(errors?.[index]?.patternId)}
                {...form.register(`registerRules.${index}.patternId`, { valueAsNumber: true })}
              />
              <TextField
                label={t('registration.acceptedPattern')}
                hint={t('registration.acceptedPatternHint')}
                error={errorText(errors?.[index]?.acceptedPattern)}
                {...form.register(`registerRules.${index}.acceptedPattern`)}
              />
              <TextField
                label={t('registration.minLength')}
                type="number"
                min={0}
                error={errorText(errors?.[index]?.minLength)}
                {...form.register(`registerRules.${index}.minLength`, { valueAsNumber: true })}
              />
              <TextField
                label={t('registration.maxLength')}
                type="number"
                min={0}
                max={255}
                error={errorText(errors?.[index]?.maxLength)}
                {...form.register(`registerRules.${index}.maxLength`, { valueAsNumber: true })}
              />
              <CheckboxField
                label={t('registration.enabled')}
                {...form.register(`registerRules.${index}.enabled`)}
              />
              <CheckboxField
                label={t('registration.required')}
                {...form.register(`registerRules.${index}.required`)}
              />
              {canWrite ? (
                <div className="row-actions">
                  <Button
                    variant="ghost"
                    onClick={() => rules.remove(index)}
                    aria-label={t('form.removeRow', { name: fieldName })}
                  >
                    {t('form.remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canWrite && unused.length > 0 ? (
        <div className="table-toolbar">
          <SelectField
            label={t('registration.addField')}
            value={toAdd}
            onChange={(event) => setToAdd(event.target.value as TRegisterField | '')}
            options={[
              { value: '', label: t('registration.chooseField') },
              ...unused.map((field) => ({ value: field, label: t(`registration.fields.${field}`) })),
            ]}
          />
          <Button
            disabled={!toAdd}
            onClick={() => {
              if (!toAdd) return;
              rules.append({
                field: toAdd,
                patternId: 1,
                acceptedPattern: '*',
                minLength: 0,
                maxLength: 255,
                enabled: true,
                required: false,
              });
              setToAdd('');
            }}
          >
            {t('registration.add')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Registration rules per field: shown or not, required or not, the pattern family and the length bounds. */
export default function RegistrationPage() {
  const { t } = useTranslation('merchant');
  return (
    <SettingsFormPage title={t('registration.title')} lead={t('registration.lead')}>
      {(form) => <RuleFields form={form} />}
    </SettingsFormPage>
  );
}
