import type { TMemberDetailsView } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useMemberDetails } from '../api/get-member-details';
import { useCountryName } from '../use-country-name';
import { DetailsForm } from './details-form';
import { SecurityCard } from './security-card';

/**
 * The identity details the spec names (address, nationality, occupation, source of income): editable until the
 * identity is verified, then shown read-only with the customer-service note.
 */
export function DetailsSection() {
  const { t } = useTranslation();
  const details = useMemberDetails();
  return (
    <SecurityCard
      testId="security-details"
      title={t('security_details_title')}
      summary={t('security_details_lead')}
    >
      {details.isPending && <Spinner />}
      {details.isError && (
        <div className="security-centre__error">
          <AccountFormError messageKey={errorMessageKey(details.error)} testId="security-details-error" />
          <Button variant="secondary" size="small" onClick={() => void details.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {details.isSuccess &&
        (details.data.isLocked ? (
          <LockedDetails details={details.data} />
        ) : (
          <DetailsForm details={details.data} />
        ))}
    </SecurityCard>
  );
}

/** Verified: what the operator checked, and who changes it now. */
function LockedDetails({ details }: { details: TMemberDetailsView }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const choice = (prefix: string, code: string | null, other: string | null) =>
    code === 'other' ? (other ?? '') : code ? t(`${prefix}${code}`) : t('security_none');
  return (
    <>
      <dl className="security-facts" data-testid="security-details-locked">
        <dt>{t('security_address')}</dt>
        <dd>{details.address ?? t('security_none')}</dd>
        <dt>{t('security_nationality')}</dt>
        <dd>{details.nationality ? countryName(details.nationality) : t('security_none')}</dd>
        <dt>{t('security_occupation')}</dt>
        <dd>{choice('security_occupation_', details.occupation, details.occupationOther)}</dd>
        <dt>{t('security_income')}</dt>
        <dd>{choice('security_income_', details.sourceOfIncome, details.sourceOfIncomeOther)}</dd>
      </dl>
      <p className="account-form__hint">{t('security_details_locked')}</p>
    </>
  );
}
