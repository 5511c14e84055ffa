import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { isEmail } from '../../accounts/register-validation';
import { useBindEmail } from '../api/bind-email';
import { SecurityCard } from './security-card';
import { SuccessNote } from './success-note';

const EMAIL_MAX_CHARS = 255;

const ZBindEmailForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'field_required')
    .max(EMAIL_MAX_CHARS, 'email_invalid')
    .refine((value) => value === '' || isEmail(value), 'email_invalid'),
  password: z.string().min(1, 'field_required'),
});
type TBindEmailForm = z.infer<typeof ZBindEmailForm>;
const FIELDS = ['email', 'password'] as const;

/** The bound e-mail address (the server answers it masked), or the form that binds one. */
export function EmailSection({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const [isBound, setIsBound] = useState(false);
  return (
    <SecurityCard
      testId="security-email"
      title={t('security_email')}
      summary={email ?? t('security_status_not_bound')}
    >
      {isBound && <SuccessNote messageKey="security_email_bound" />}
      {!email && <BindEmailForm onBound={() => setIsBound(true)} />}
    </SecurityCard>
  );
}

function BindEmailForm({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const bind = useBindEmail();
  const { register, handleSubmit, setError, formState } = useForm<TBindEmailForm>({
    resolver: zodResolver(ZBindEmailForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await bind.mutateAsync(values);
      onBound();
    } catch (error) {
      applyFormError(error, setError, FIELDS, { EMAIL_TAKEN: 'email', PASSWORD_WRONG: 'password' });
    }
  });

  return (
    <form className="account-form security-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('security_email_address')}
        registration={register('email')}
        message={errors.email?.message}
        testId="security-email-address"
        type="email"
        autoComplete="email"
      />
      <AccountTextField
        label={t('security_login_password')}
        registration={register('password')}
        message={errors.password?.message}
        testId="security-email-password"
        type="password"
        autoComplete="current-password"
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-email-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security_bind')}
      </Button>
    </form>
  );
}
