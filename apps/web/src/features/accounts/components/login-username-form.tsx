import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { credentialsMessageOf } from '../credentials-message';
import { AccountTextField } from './account-text-field';
import { CaptchaField } from './captcha-field';
import {
  buildCaptchaPart,
  LoginSubmit,
  RememberMeCheck,
  useClearCaptchaOnNewImage,
  type TLoginFormProps,
} from './login-form-parts';

/** The longest username and password the login call takes (ZLoginRequest): no account has longer ones. */
const LOGIN_USERNAME_MAX_LENGTH = 64;
const LOGIN_PASSWORD_MAX_LENGTH = 128;

/**
 * Username and password trimmed and required; the captcha required while it is shown (spec section 5). A
 * value longer than any account can have is refused before the call with account_format_incorrect.
 */
function buildUsernameSchema(isCaptchaShown: boolean) {
  return z
    .object({
      username: z
        .string()
        .trim()
        .min(1, 'login_username_required')
        .max(LOGIN_USERNAME_MAX_LENGTH, 'account_format_incorrect'),
      password: z
        .string()
        .trim()
        .min(1, 'login_password_required')
        .max(LOGIN_PASSWORD_MAX_LENGTH, 'account_format_incorrect'),
      captcha: z.string().trim(),
      isRemembered: z.boolean(),
    })
    .refine((values) => !isCaptchaShown || values.captcha !== '', {
      path: ['captcha'],
      message: 'login_captcha_required',
    });
}
type TUsernameForm = z.infer<ReturnType<typeof buildUsernameSchema>>;

/** Login by username and password. */
export function LoginUsernameForm({
  remembered,
  isCaptchaShown,
  captcha,
  errorKey,
  onLogin,
}: TLoginFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => buildUsernameSchema(isCaptchaShown), [isCaptchaShown]);
  const { register, handleSubmit, setValue, formState } = useForm<TUsernameForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      isRemembered: remembered !== null,
    },
  });
  const { errors } = formState;
  useClearCaptchaOnNewImage(
    captcha.captchaId,
    useCallback(() => setValue('captcha', ''), [setValue]),
  );

  // Spec section 8's form-wide message for empty or malformed credentials, until the next valid submit.
  const [invalidKey, setInvalidKey] = useState<string | null>(null);
  const submit = handleSubmit(
    async (values) => {
      setInvalidKey(null);
      const { username, password } = values;
      await onLogin(
        {
          type: 'username',
          username,
          password,
          ...buildCaptchaPart(isCaptchaShown, captcha, values.captcha),
        },
        values.isRemembered ? { username } : null,
      );
    },
    (invalid) => setInvalidKey(credentialsMessageOf(invalid)),
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('login_username')}
        registration={register('username')}
        testId="login-username"
        message={errors.username?.message}
        autoComplete="username"
      />
      <AccountTextField
        label={t('login_password')}
        registration={register('password')}
        testId="login-password"
        message={errors.password?.message}
        type="password"
        autoComplete="current-password"
      />
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          registration={register('captcha')}
          message={errors.captcha?.message}
        />
      )}
      <RememberMeCheck registration={register('isRemembered')} />
      <LoginSubmit errorKey={invalidKey ?? errorKey} isSubmitting={formState.isSubmitting} />
    </form>
  );
}
