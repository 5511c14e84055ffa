import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNOUNCEMENT_TYPES,
  COUNTRY_CODES,
  PRIZE_MODES,
  ZMerchantBrand,
  type TOpsMerchantDetail,
} from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCanWrite } from '../../../app/area-context';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { useFieldErrorText } from '../../../lib/field-error';
import { saveMerchantBrand } from '../api/merchant-config';
import { FooterLogosFields } from './footer-logos-fields';
import { MerchantDetailGate } from './merchant-detail-gate';
import { SaveBar } from './save-bar';
import { useSaveMerchant } from './use-save-merchant';
import '../../../styles/owner-areas.css';

export type TBrandInput = z.input<typeof ZMerchantBrand>;
export type TBrandOutput = z.output<typeof ZMerchantBrand>;

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function BrandForm({
  detail,
  save,
}: {
  detail: TOpsMerchantDetail;
  save: ReturnType<typeof useSaveMerchant<TBrandOutput>>;
}) {
  const { t, i18n } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const form = useForm<TBrandInput, unknown, TBrandOutput>({
    resolver: zodResolver(ZMerchantBrand),
    defaultValues: detail.brand,
  });
  const { errors, isDirty } = form.formState;
  const countryName = new Intl.DisplayNames([i18n.language === 'TW' ? 'zh-TW' : 'en'], { type: 'region' });
  const countries = [
    { value: '', label: t('brand.noCountry') },
    ...COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName.of(code) ?? code} (${code})` })),
  ];
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((brand) => save.mutate(brand, { onSuccess: () => form.reset(brand) }))}
    >
      <fieldset className="form-body" disabled={!canWrite}>
        <fieldset className="form-section">
          <legend>{t('brand.identity')}</legend>
          <div className="form-grid">
            <TextField
              label={t('brand.brandName')}
              error={errorText(errors.brandName)}
              {...form.register('brandName')}
            />
            <TextField
              label={t('brand.platform')}
              error={errorText(errors.platform)}
              {...form.register('platform')}
            />
            <TextField
              label={t('brand.currency')}
              hint={t('brand.currencyHint')}
              error={errorText(errors.currency)}
              {...form.register('currency')}
            />
            <TextField
              label={t('brand.timeZone')}
              list="merchant-time-zones"
              hint={t('brand.timeZoneHint')}
              error={errorText(errors.timeZone)}
              {...form.register('timeZone')}
            />
            <SelectField
              label={t('brand.country')}
              options={countries}
              error={errorText(errors.country)}
              {...form.register('country', { setValueAs: (value: string) => (value ? value : null) })}
            />
            <SelectField
              label={t('brand.defaultTheme')}
              options={(['dark', 'light'] as const).map((theme) => ({
                value: theme,
                label: t(`brand.themes.${theme}`),
              }))}
              {...form.register('defaultTheme')}
            />
            <TextField
              label={t('brand.chatHeaderColor')}
              hint={t('brand.chatHeaderColorHint')}
              error={errorText(errors.chatHeaderColor)}
              {...form.register('chatHeaderColor')}
            />
          </div>
          <datalist id="merchant-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <TextAreaField
            label={t('brand.licenceText')}
            rows={3}
            error={errorText(errors.licenceText)}
            {...form.register('licenceText')}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('brand.lottery')}</legend>
          <div className="form-grid">
            <SelectField
              label={t('brand.lotteryType')}
              options={(['SEA', 'VN'] as const).map((type) => ({
                value: type,
                label: t(`brand.lotteryTypes.${type}`),
              }))}
              {...form.register('lotteryType')}
            />
            <SelectField
              label={t('brand.defaultAnnouncementType')}
              options={ANNOUNCEMENT_TYPES.map((type) => ({
                value: type,
                label: t(`brand.announcementTypeNames.${type}`),
              }))}
              {...form.register('defaultAnnouncementType')}
            />
          </div>
          <fieldset className="choice-group">
            <legend>{t('brand.prizeModes')}</legend>
            {PRIZE_MODES.map((mode) => (
              <CheckboxField key={mode} label={mode} value={mode} {...form.register('prizeModes')} />
            ))}
          </fieldset>
          {errors.prizeModes ? (
            <p className="field-error" role="alert">
              {errorText(errors.prizeModes)}
            </p>
          ) : null}
          <fieldset className="choice-group">
            <legend>{t('brand.announcementTypes')}</legend>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={t(`brand.announcementTypeNames.${type}`)}
                value={type}
                {...form.register('announcementTypes')}
              />
            ))}
          </fieldset>
        </fieldset>
        <FooterLogosFields form={form} />
      </fieldset>
      {canWrite ? (
        <SaveBar mutation={save} isDirty={isDirty} hasErrors={Object.keys(errors).length > 0} />
      ) : null}
    </form>
  );
}

/** The brand: name, currency, time zone, country, theme, licence text, lottery options and footer logos. */
export default function BrandPage() {
  const { t } = useTranslation('merchant');
  const save = useSaveMerchant(saveMerchantBrand);
  return (
    <>
      <PageHeader title={t('brand.title')}>
        <p className="page-lead">{t('brand.lead')}</p>
      </PageHeader>
      <MerchantDetailGate>
        {(detail) => <BrandForm key={detail.updatedAt} detail={detail} save={save} />}
      </MerchantDetailGate>
    </>
  );
}
