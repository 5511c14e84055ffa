import { RESOURCE_TYPES } from '@kirin/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { LinesField } from '../../../components/ui/lines-field';
import { SettingsFormPage, type TSettingsForm } from './settings-form-page';

/** The QR code the site's right bar shows for a resource: its QR address, else its download address. */
function QrPreview({ form, index }: { form: TSettingsForm; index: number }) {
  const { t } = useTranslation('merchant');
  const resource = form.watch(`resources.${index}`);
  const value = resource?.qrCodeUrl || resource?.url;
  if (!value) return null;
  return (
    <figure className="enrol-qr" aria-label={t('resources.qrPreview')}>
      <QRCodeSVG value={value} size={72} />
    </figure>
  );
}

function ResourceFields({ form }: { form: TSettingsForm }) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const resources = useFieldArray({ control: form.control, name: 'resources' });
  const errors = form.formState.errors;
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('resources.downloads')}</legend>
        <p className="field-hint">{t('resources.downloadsHint')}</p>
        {resources.fields.length === 0 ? <p className="field-hint">{t('form.noRows')}</p> : null}
        <ol className="row-list">
          {resources.fields.map((field, index) => (
            <li key={field.id}>
              <SelectField
                label={t('resources.type')}
                options={RESOURCE_TYPES.map((type) => ({ value: type, label: t(`resources.types.${type}`) }))}
                {...form.register(`resources.${index}.resourceType`)}
              />
              <TextField
                label={t('resources.url')}
                error={errorText(errors.resources?.[index]?.url)}
                {...form.register(`resources.${index}.url`)}
              />
              <TextField
                label={t('resources.qrCodeUrl')}
                hint={t('resources.qrCodeUrlHint')}
                error={errorText(errors.resources?.[index]?.qrCodeUrl)}
                {...form.register(`resources.${index}.qrCodeUrl`)}
              />
              <TextField
                label={t('resources.label')}
                error={errorText(errors.resources?.[index]?.labelNameCn)}
                {...form.register(`resources.${index}.labelNameCn`)}
              />
              <QrPreview form={form} index={index} />
              {canWrite ? (
                <div className="row-actions">
                  <Button
                    variant="ghost"
                    onClick={() => resources.remove(index)}
                    aria-label={t('form.removeRow', { name: `${t('resources.downloads')} ${index + 1}` })}
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
            <Button
              onClick={() =>
                resources.append({ resourceType: 'ANDROID', url: '', qrCodeUrl: '', labelNameCn: '' })
              }
            >
              {t('resources.add')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('resources.links')}</legend>
        <TextField
          label={t('resources.gtagId')}
          hint={t('resources.gtagIdHint')}
          error={errorText(errors.analytics?.gtagId)}
          {...form.register('analytics.gtagId', {
            setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null),
          })}
        />
        <LinesField
          control={form.control}
          name="imageCDNs"
          label={t('resources.imageCDNs')}
          hint={t('resources.cdnHint')}
          error={errorText(errors.imageCDNs)}
        />
        <LinesField
          control={form.control}
          name="launchGameCDNs"
          label={t('resources.launchGameCDNs')}
          hint={t('resources.cdnHint')}
          error={errorText(errors.launchGameCDNs)}
        />
      </fieldset>
    </>
  );
}

/** App downloads with their QR codes, the analytics id and the CDN hosts the site and game launches use. */
export default function ResourcesPage() {
  const { t } = useTranslation('merchant');
  return (
    <SettingsFormPage title={t('resources.title')} lead={t('resources.lead')}>
      {(form) => <ResourceFields form={form} />}
    </SettingsFormPage>
  );
}
