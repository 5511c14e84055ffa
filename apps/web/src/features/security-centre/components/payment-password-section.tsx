import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { SecurityCard } from './security-card';
import { SuccessNote } from './success-note';

const PAYMENT_PASSWORD_DIGITS = 6;

/** The authenticator's code is asked for when the member has one bound (the server refuses without it). */
function buildPaymentPasswordSchema(isTotpAsked: boolean) {
  return z
    .object({
      paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
      confirmPaymentPassword: z.string().min(1, 'field_required'),
      password: z.string().min(1, 'field_required'),
      totpCode: z.string().trim(),
    })
    .refine((values) => values.confirmPaymentPassword === values.paymentPassword, {
      path: ['confirmPaymentPassword'],
      error: 'inconsistent_twice',
    })
    .refine((values) => !isTotpAsked || /^\d{6}$/.test(values.totpCode), {
      path: ['totpCode'],
      error: 'totp_code_rule',
    });
}
type TPaymentPasswordForm = z.infer<ReturnType<typeof buildPaymentPasswordSchema>>;
const FIELDS = ['paymentPassword', 'confirmPaymentPassword', 'password', 'totpCode'] as const;

/**
 * The 6-digit payment password: set it, or replace it, re-entering the login password, and the authenticator's
 * code when one is bound (it moves money out: the login password alone must not replace it).
 */
export function PaymentPasswordSection({
  hasPaymentPassword,
  isTotpBound = false,
}: {
  hasPaymentPassword: boolean;
  isTotpBound?: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  const toggle = () => {
    setIsOpen(!isOpen);
    setIsSaved(false);
  };

  return (
    <SecurityCard
      testId="security-payment-password"
      title={t('security_payment_password')}
      summary={t(hasPaymentPassword ? 'security_status_set' : 'security_status_not_set')}
      action={
        <Button variant="secondary" size="small" aria-expanded={isOpen} onClick={toggle}>
          {t(isOpen ? 'cancel' : hasPaymentPassword ? 'security_change' : 'security_set')}
        </Button>
      }
    >
      {isSaved && <SuccessNote messageKey="security_payment_password_saved" />}
      {isOpen && (
        <PaymentPasswordForm
          isTotpBound={isTotpBound}
          onSaved={() => {
            setIsOpen(false);
            setIsSaved(true);
          }}
        />
      )}
    </SecurityCard>
  );
}

function PaymentPasswordForm({ isTotpBound, onSaved }: { isTotpBound: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  // Bound per the member info, or the server said so (bound in another window meanwhile).
  const [isTotpAsked, setIsTotpAsked] = useState(isTotpBound);
  const schema = useMemo(() => buildPaymentPasswordSchema(isTotpAsked), [isTotpAsked]);
  const { register, handleSubmit, setError, formState } = useForm<TPaymentPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '', password: '', totpCode: '' },
  });
  const { errors } = formState;
  const digits = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: PAYMENT_PASSWORD_DIGITS,
    autoComplete: 'off',
  } as const;

  const submit = handleSubmit(async ({ totpCode, ...values }) => {
    try {
      await save.mutateAsync({ ...values, ...(isTotpAsked ? { totpCode } : {}) });
      onSaved();
    } catch (error) {
      if (isApiError(error, 'TOTP_REQUIRED')) setIsTotpAsked(true);
      applyFormError(error, setError, FIELDS, {
        PASSWORD_WRONG: 'password',
        OLD_PASSWORD_WRONG: 'password',
        TOTP_REQUIRED: 'totpCode',
        VERIFICATION_FAILED: 'totpCode',
        TOTP_LOCKED: 'totpCode',
      });
    }
  });

  return (
    <form className="account-form security-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('security_new_payment_password')}
        registration={register('paymentPassword')}
        message={errors.paymentPassword?.message}
        testId="security-payment-password-new"
        {...digits}
      />
      <AccountTextField
        label={t('security_confirm_payment_password')}
        registration={register('confirmPaymentPassword')}
        message={errors.confirmPaymentPassword?.message}
        testId="security-payment-password-confirm"
        {...digits}
      />
      <AccountTextField
        label={t('security_login_password')}
        registration={register('password')}
        message={errors.password?.message}
        testId="security-payment-password-login"
        type="password"
        autoComplete="current-password"
      />
      {isTotpAsked && (
        <AccountTextField
          label={t('security_totp_code')}
          registration={register('totpCode')}
          message={errors.totpCode?.message}
          testId="security-payment-password-totp"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
      )}
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-payment-password-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security_save')}
      </Button>
    </form>
  );
}
