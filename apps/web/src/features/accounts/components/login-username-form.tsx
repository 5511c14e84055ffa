import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AccountTextField } from './account-text-field';
import { CaptchaField } from './captcha-field';
import {
  buildCaptchaPart,
  LoginSubmit,
  RememberMeCheck,
  useClearCaptchaOnNewImage,
  type TLoginFormProps,
} from './login-form-parts';

/** Username and password trimmed and required; the captcha required while it is shown (spec section 5). */
function buildUsernameSchema(isCaptchaShown: boolean) {
  return z
    .object({
      username: z.string().trim().min(1, 'login_username_required'),
      password: z.string().trim().min(1, 'login_password_required'),
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

  const submit = handleSubmit(async (values) => {
    const { username, password } = values;
    await onLogin(
      { type: 'username', username, password, ...buildCaptchaPart(isCaptchaShown, captcha, values.captcha) },
      values.isRemembered ? { username } : null,
    );
  });

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
      <LoginSubmit errorKey={errorKey} isSubmitting={formState.isSubmitting} />
    </form>
  );
}
