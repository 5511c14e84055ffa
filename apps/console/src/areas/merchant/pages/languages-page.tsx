import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, ZMerchantBrand, type TOpsMerchantDetail } from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../../app/area-context';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { useFieldErrorText } from '../../../lib/field-error';
import { saveMerchantBrand } from '../api/merchant-config';
import type { TBrandInput, TBrandOutput } from './brand-page';
import { MerchantDetailGate } from './merchant-detail-gate';
import { SaveBar } from './save-bar';
import { useSaveMerchant } from './use-save-merchant';
import '../../../styles/owner-areas.css';

function LanguagesForm({
  detail,
  save,
}: {
  detail: TOpsMerchantDetail;
  save: ReturnType<typeof useSaveMerchant<TBrandOutput>>;
}) {
  const { t } = useTranslation('merchant');
  const canWrite = useCanWrite();
  const errorText = useFieldErrorText('merchant');
  const form = useForm<TBrandInput, unknown, TBrandOutput>({
    resolver: zodResolver(ZMerchantBrand),
    defaultValues: detail.brand,
  });
  const { errors, isDirty } = form.formState;
  const offered = form.watch('languages') ?? [];
  // The default is one of the languages offered; the site's switcher lists them in the platform's order.
  const defaultOptions = LANGUAGES.filter((language) => offered.includes(language));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((brand) => {
        const languages = LANGUAGES.filter((language) => brand.languages.includes(language));
        const defaultLanguage = languages.includes(brand.defaultLanguage)
          ? brand.defaultLanguage
          : (languages[0] ?? brand.defaultLanguage);
        const next = { ...brand, languages, defaultLanguage };
        save.mutate(next, { onSuccess: () => form.reset(next) });
      })}
    >
      <fieldset className="form-body" disabled={!canWrite}>
        <fieldset className="choice-group">
          <legend>{t('languages.offered')}</legend>
          {LANGUAGES.map((language) => (
            <CheckboxField
              key={language}
              label={`${t(`languages.names.${language}`)} (${language})`}
              value={language}
              {...form.register('languages')}
            />
          ))}
        </fieldset>
        {errors.languages ? (
          <p className="field-error" role="alert">
            {errorText(errors.languages)}
          </p>
        ) : null}
        <p className="field-hint">{t('languages.completeHint')}</p>
        <SelectField
          label={t('languages.default')}
          options={defaultOptions.map((language) => ({
            value: language,
            label: t(`languages.names.${language}`),
          }))}
          {...form.register('defaultLanguage')}
        />
      </fieldset>
      {canWrite ? (
        <SaveBar mutation={save} isDirty={isDirty} hasErrors={Object.keys(errors).length > 0} />
      ) : null}
    </form>
  );
}

/** The languages the site offers and the one a new visitor sees (part of the brand). */
export default function LanguagesPage() {
  const { t } = useTranslation('merchant');
  const save = useSaveMerchant(saveMerchantBrand);
  return (
    <>
      <PageHeader title={t('languages.title')}>
        <p className="page-lead">{t('languages.lead')}</p>
      </PageHeader>
      <MerchantDetailGate>
        {(detail) => <LanguagesForm key={detail.updatedAt} detail={detail} save={save} />}
      </MerchantDetailGate>
    </>
  );
}
