import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { SecurityCard } from './security-card';
import { SuccessNote } from './success-note';

const PAYMENT_PASSWORD_DIGITS = 6;

const ZPaymentPasswordForm = z
  .object({
    paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
    confirmPaymentPassword: z.string().min(1, 'field_required'),
    password: z.string().min(1, 'field_required'),
  })
  .refine((values) => values.confirmPaymentPassword === values.paymentPassword, {
    path: ['confirmPaymentPassword'],
    error: 'inconsistent_twice',
  });
type TPaymentPasswordForm = z.infer<typeof ZPaymentPasswordForm>;
const FIELDS = ['paymentPassword', 'confirmPaymentPassword', 'password'] as const;

/** The 6-digit payment password: set it, or replace it, re-entering the login password. */
export function PaymentPasswordSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
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
          onSaved={() => {
            setIsOpen(false);
            setIsSaved(true);
          }}
        />
      )}
    </SecurityCard>
  );
}

function PaymentPasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const { register, handleSubmit, setError, formState } = useForm<TPaymentPasswordForm>({
    resolver: zodResolver(ZPaymentPasswordForm),
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '', password: '' },
  });
  const { errors } = formState;
  const digits = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: PAYMENT_PASSWORD_DIGITS,
    autoComplete: 'off',
  } as const;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      applyFormError(error, setError, FIELDS, { PASSWORD_WRONG: 'password', OLD_PASSWORD_WRONG: 'password' });
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
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-payment-password-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security_save')}
      </Button>
    </form>
  );
}
