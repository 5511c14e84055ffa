import { zodResolver } from '@hookform/resolvers/zod';
import type { TRegisterRule } from '@kirin/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useBootData } from '../../../lib/boot-data';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { applyFormError } from '../apply-form-error';
import { checkValue, findRule, isEmail } from '../register-validation';
import { AccountFormError, AccountTextField } from './account-text-field';

const FIELDS = ['username', 'email'] as const;

/** Username: required and the merchant's username rule. E-mail: required and valid (spec section 5). */
function buildEmailSchema(usernameRule: TRegisterRule | undefined) {
  return z.object({ username: z.string().trim(), email: z.string().trim() }).superRefine((values, ctx) => {
    const usernameMessage = checkValue(
      { field: 'username', rule: usernameRule, isRequired: true },
      values.username,
    );
    if (usernameMessage) ctx.addIssue({ code: 'custom', path: ['username'], message: usernameMessage });
    const emailMessage =
      values.email === '' ? 'field_required' : isEmail(values.email) ? null : 'email_invalid';
    if (emailMessage) ctx.addIssue({ code: 'custom', path: ['email'], message: emailMessage });
  });
}
type TEmailForm = z.infer<ReturnType<typeof buildEmailSchema>>;

/** Forgot password by e-mail: a temporary password is e-mailed; logging in with it forces a change. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const usernameRule = findRule(permission.registerRules, 'username');
  const schema = useMemo(() => buildEmailSchema(usernameRule), [usernameRule]);
  const [isSent, setIsSent] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<TEmailForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await forgotPasswordByEmail(values);
      setIsSent(true);
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  // The modal's own link leads back to the login.
  if (isSent)
    return (
      <p className="account-form__success" role="status" data-testid="forgot-email-sent">
        {t('forgot_email_sent')}
      </p>
    );

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-form__hint">{t('forgot_email_hint')}</p>
      <AccountTextField
        label={t('register_field_username')}
        autoComplete="username"
        testId="forgot-username"
        registration={register('username')}
        message={errors.username?.message}
        rule={usernameRule}
      />
      <AccountTextField
        label={t('register_field_email')}
        type="email"
        autoComplete="email"
        testId="forgot-email"
        registration={register('email')}
        message={errors.email?.message}
      />
      <AccountFormError testId="forgot-error" messageKey={errors.root?.server?.message} />
      <Button
        type="submit"
        className="account-form__submit"
        data-testid="forgot-submit"
        disabled={formState.isSubmitting}
      >
        {t('forgot_submit')}
      </Button>
    </form>
  );
}
