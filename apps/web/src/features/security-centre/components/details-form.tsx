import { zodResolver } from '@hookform/resolvers/zod';
import {
  INCOME_SOURCES,
  OCCUPATIONS,
  ZMemberDetailsUpdate,
  type TMemberDetailsUpdate,
  type TMemberDetailsView,
} from '@kirin/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useCountries } from '../../accounts/api/get-countries';
import { SelectField } from '../../wallet/components/select-field';
import { useUpdateMemberDetails } from '../api/update-member-details';
import { useCountryName } from '../use-country-name';
import { SuccessNote } from './success-note';

const FIELDS = [
  'address',
  'nationality',
  'occupation',
  'occupationOther',
  'sourceOfIncome',
  'sourceOfIncomeOther',
] as const;

type TDetailsInput = z.input<typeof ZMemberDetailsUpdate>;

/** What the inputs start with: the stored details, an unset choice left on "choose". */
const valuesOf = (details: TMemberDetailsView): TDetailsInput => ({
  address: details.address ?? '',
  nationality: details.nationality ?? '',
  occupation: details.occupation ?? ('' as TDetailsInput['occupation']),
  occupationOther: details.occupationOther ?? '',
  sourceOfIncome: details.sourceOfIncome ?? ('' as TDetailsInput['sourceOfIncome']),
  sourceOfIncomeOther: details.sourceOfIncomeOther ?? '',
});

/** Address, nationality, occupation and source of income; "other" asks for its own words. */
export function DetailsForm({ details }: { details: TMemberDetailsView }) {
  const { t } = useTranslation();
  const update = useUpdateMemberDetails();
  const countries = useCountries();
  const countryName = useCountryName();
  const [isSaved, setIsSaved] = useState(false);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    TDetailsInput,
    unknown,
    TMemberDetailsUpdate
  >({ resolver: zodResolver(ZMemberDetailsUpdate), defaultValues: valuesOf(details) });
  const { errors } = formState;
  const nationalities = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ code: country.countryCode, name: countryName(country.countryCode) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [countries.data, countryName],
  );

  const save = handleSubmit(async (values) => {
    setIsSaved(false);
    try {
      const saved = await update.mutateAsync(values);
      reset(valuesOf(saved));
      setIsSaved(true);
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form
      className="account-form security-form"
      onSubmit={save}
      noValidate
      data-testid="security-details-form"
    >
      <AccountTextField
        label={t('security_address')}
        registration={register('address')}
        message={errors.address?.message}
        testId="security-address"
        autoComplete="street-address"
      />
      <SelectField
        label={t('security_nationality')}
        registration={register('nationality')}
        message={errors.nationality?.message}
        testId="security-nationality"
      >
        <option value="">{t('security_choose')}</option>
        {nationalities.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('security_occupation')}
        registration={register('occupation')}
        message={errors.occupation?.message}
        testId="security-occupation"
      >
        <option value="">{t('security_choose')}</option>
        {OCCUPATIONS.map((code) => (
          <option key={code} value={code}>
            {t(`security_occupation_${code}`)}
          </option>
        ))}
      </SelectField>
      {watch('occupation') === 'other' && (
        <AccountTextField
          label={t('security_occupation_other_text')}
          registration={register('occupationOther')}
          message={errors.occupationOther?.message}
          testId="security-occupation-other"
        />
      )}
      <SelectField
        label={t('security_income')}
        registration={register('sourceOfIncome')}
        message={errors.sourceOfIncome?.message}
        testId="security-income"
      >
        <option value="">{t('security_choose')}</option>
        {INCOME_SOURCES.map((code) => (
          <option key={code} value={code}>
            {t(`security_income_${code}`)}
          </option>
        ))}
      </SelectField>
      {watch('sourceOfIncome') === 'other' && (
        <AccountTextField
          label={t('security_income_other_text')}
          registration={register('sourceOfIncomeOther')}
          message={errors.sourceOfIncomeOther?.message}
          testId="security-income-other"
        />
      )}
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-details-error" />
      {isSaved && <SuccessNote messageKey="security_details_saved" />}
      <Button
        type="submit"
        disabled={!formState.isDirty || formState.isSubmitting}
        data-testid="security-save-details"
      >
        {t('security_save')}
      </Button>
    </form>
  );
}
