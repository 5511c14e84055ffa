import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AccountTextField } from './account-text-field';
import { CaptchaField } from './captcha-field';
import { buildCaptchaPart, LoginSubmit, RememberMeCheck, type TLoginFormProps } from './login-form-parts';
import { PhoneField, ZMobileNumber } from './phone-field';
import { SmsCodeButton } from './sms-code-button';
import { useNoLoginSmsCode } from './use-no-login-sms-code';

/** Mobile number (required, the mobile rule) and the SMS code required (spec section 5). */
function buildSmsSchema(isCaptchaShown: boolean) {
  return z
    .object({
      mobileNum: ZMobileNumber,
      countryDialingCode: z.string().min(1, 'login_mobile_required'),
      verificationCode: z.string().trim().min(1, 'login_sms_code_required'),
      captcha: z.string().trim(),
      isRemembered: z.boolean(),
    })
    .refine((values) => !isCaptchaShown || values.captcha !== '', {
      path: ['captcha'],
      message: 'login_captcha_required',
    });
}
type TSmsForm = z.infer<ReturnType<typeof buildSmsSchema>>;

type TLoginSmsFormProps = TLoginFormProps & {
  /** A failed code request: the modal shows the captcha when it carries the captcha marker. */
  onSmsError: (error: unknown) => void;
};

/** Login by mobile number and an SMS code (module SMSLOGIN3). */
export function LoginSmsForm({
  remembered,
  isCaptchaShown,
  captcha,
  errorKey,
  onLogin,
  onSmsError,
}: TLoginSmsFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => buildSmsSchema(isCaptchaShown), [isCaptchaShown]);
  const form = useForm<TSmsForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      mobileNum: remembered?.mobileNum ?? '',
      countryDialingCode: remembered?.countryDialingCode ?? '',
      verificationCode: '',
      captcha: '',
      isRemembered: remembered !== null,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const { dialingCode, setDialingCode, sendCode } = useNoLoginSmsCode(form, { isCaptchaShown, captcha });

  const submit = handleSubmit(async (values) => {
    const { mobileNum, countryDialingCode, verificationCode } = values;
    await onLogin(
      {
        type: 'sms',
        mobileNum,
        countryDialingCode,
        verificationCode,
        ...buildCaptchaPart(isCaptchaShown, captcha, values.captcha),
      },
      values.isRemembered ? { mobileNum, countryDialingCode } : null,
    );
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <PhoneField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        registration={register('mobileNum')}
        message={errors.mobileNum?.message ?? errors.countryDialingCode?.message}
      />
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          registration={register('captcha')}
          message={errors.captcha?.message}
        />
      )}
      <AccountTextField
        label={t('sms_code')}
        registration={register('verificationCode')}
        testId="login-sms-code"
        message={errors.verificationCode?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SmsCodeButton onSend={sendCode} onError={onSmsError} />}
      />
      <RememberMeCheck registration={register('isRemembered')} />
      <LoginSubmit errorKey={errorKey} isSubmitting={formState.isSubmitting} />
    </form>
  );
}
