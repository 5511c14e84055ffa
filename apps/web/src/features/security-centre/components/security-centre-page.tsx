import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { useMemberInfo } from '../../accounts/api/get-member-info';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { KycSection } from './kyc-section';
import { LastLoginSection } from './last-login-section';
import { MobileSection } from './mobile-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';
import { SecurityCard } from './security-card';
import { TotpSection } from './totp-section';
import { AccountFormError } from '../../accounts/components/account-text-field';
import './security-centre.css';

const PAGE = 'securityCenter';

/**
 * The member centre's default page: profile, identity details and verification, passwords, bound mobile,
 * e-mail and authenticator, last login. `section` 'kyc' (a link from the withdrawal page) brings the identity
 * verification into view.
 */
export function SecurityCentrePage({ title, section }: { title: string; section?: string }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const openModal = useModalStore((s) => s.openModal);

  return (
    <section
      className="centre-page security-centre"
      data-testid={`centre-page-${PAGE}`}
      aria-labelledby={`centre-page-${PAGE}-title`}
    >
      <h3 id={`centre-page-${PAGE}-title`} className="centre-page__title">
        {title}
      </h3>
      {info.isPending && <Spinner />}
      {info.isError && (
        <div className="security-centre__error">
          <AccountFormError messageKey={errorMessageKey(info.error)} testId="security-centre-error" />
          <Button variant="secondary" size="small" onClick={() => void info.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {info.isSuccess && (
        <div className="security-centre__cards">
          <ProfileSection info={info.data} />
          <DetailsSection />
          <KycSection isFocused={section === 'kyc'} />
          <SecurityCard
            testId="security-login-password"
            title={t('security_login_password')}
            summary={t('security_login_password_hint')}
            action={
              <Button
                variant="secondary"
                size="small"
                data-testid="security-change-password"
                onClick={() => openModal({ name: 'changePassword' })}
              >
                {t('security_change')}
              </Button>
            }
          />
          <PaymentPasswordSection
            hasPaymentPassword={info.data.hasPaymentPassword}
            isTotpBound={info.data.totpBound}
          />
          <MobileSection mobileNum={info.data.mobileNum} countryDialingCode={info.data.countryDialingCode} />
          <EmailSection email={info.data.email} />
          <TotpSection isBound={info.data.totpBound} />
          <LastLoginSection time={info.data.lastLoginTime} ip={info.data.lastLoginIp} />
        </div>
      )}
    </section>
  );
}
