import { zodResolver } from '@hookform/resolvers/zod';
import { findNewPasswordRule, type TRegisterRule } from '@kirin/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useBootData } from '../../../lib/boot-data';
import { resetPasswordByPhone } from '../api/reset-password-by-phone';
import { applyFormError } from '../apply-form-error';
import { checkValue } from '../register-validation';
import { useCompleteLogin } from '../use-complete-login';
import { isCaptchaMarker } from '../use-login-attempt';
import { AccountFormError, AccountTextField } from './account-text-field';
import { CaptchaField, useCaptchaImage } from './captcha-field';
import { useNoLoginSmsCode } from './use-no-login-sms-code';
import { PhoneField, ZMobileNumber } from './phone-field';
import { SmsCodeButton } from './sms-code-button';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'captcha', 'totpCode'] as const;

/**
 * Mobile number, SMS code and new password all required; the new password through the password rule; the
 * authenticator's code once the server asked for it (TOTP_REQUIRED: the member has one bound).
 */
function buildPhoneSchema(passwordRule: TRegisterRule, isTotpAsked: boolean) {
  return z
    .object({
      mobileNum: ZMobileNumber,
      countryDialingCode: z.string().min(1, 'login_mobile_required'),
      verificationCode: z.string().trim().min(1, 'field_required'),
      newPassword: z.string(),
      captcha: z.string().trim(),
      totpCode: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      const spec = { field: 'password', rule: passwordRule, isRequired: true } as const;
      const message = checkValue(spec, values.newPassword);
      if (message) ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
      if (isTotpAsked && !/^\d{6}$/.test(values.totpCode))
        ctx.addIssue({ code: 'custom', path: ['totpCode'], message: 'totp_code_rule' });
    });
}
type TPhoneForm = z.infer<ReturnType<typeof buildPhoneSchema>>;

/**
 * Forgot password by phone (CHNGPASSVERIF3): a code from /wps/verification/sms/noLogin, a new password,
 * and the member is logged in with the answer. The captcha appears when a code request asks for it; the
 * authenticator's code when the server answers TOTP_REQUIRED (the SMS code stays valid for the second send).
 */
export function ForgotByPhoneForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const completeLogin = useCompleteLogin();
  const passwordRule = useMemo(
    () => findNewPasswordRule(permission.registerRules),
    [permission.registerRules],
  );
  const [isTotpAsked, setIsTotpAsked] = useState(false);
  const schema = useMemo(() => buildPhoneSchema(passwordRule, isTotpAsked), [passwordRule, isTotpAsked]);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const captcha = useCaptchaImage(isCaptchaShown);
  const form = useForm<TPhoneForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      mobileNum: '',
      countryDialingCode: '',
      verificationCode: '',
      newPassword: '',
      captcha: '',
      totpCode: '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { dialingCode, setDialingCode, sendCode } = useNoLoginSmsCode(form, { isCaptchaShown, captcha });
  const onSmsError = (error: unknown) => {
    // A captcha answers one request: a shown one needs a new image after any failure.
    if (isCaptchaShown) captcha.refresh();
    else if (isCaptchaMarker(error)) setIsCaptchaShown(true);
  };

  const submit = handleSubmit(async (values) => {
    const { mobileNum, countryDialingCode, verificationCode, newPassword, totpCode } = values;
    try {
      const login = await resetPasswordByPhone({
        mobileNum,
        countryDialingCode,
        verificationCode,
        newPassword,
        ...(isTotpAsked ? { totpCode } : {}),
      });
      await completeLogin(login, { loginType: 'reset' });
      onClose();
    } catch (error) {
      if (isApiError(error, 'TOTP_REQUIRED')) setIsTotpAsked(true);
      applyFormError(error, setError, FIELDS, {
        PHONE_INVALID_CODE: 'verificationCode',
        PHONE_CODE_EXPIRED: 'verificationCode',
        PHONE_INVALID_NUMBER: 'mobileNum',
        TOTP_REQUIRED: 'totpCode',
        VERIFICATION_FAILED: 'totpCode',
        TOTP_LOCKED: 'totpCode',
      });
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-form__hint">{t('forgot_mobile_hint')}</p>
      <PhoneField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        registration={register('mobileNum')}
        message={errors.mobileNum?.message ?? errors.countryDialingCode?.message}
        testId="forgot-mobile"
      />
      {isCaptchaShown && (
        <CaptchaField
          captcha={captcha}
          registration={register('captcha')}
          message={errors.captcha?.message}
          testId="forgot-captcha"
          imageTestId="forgot-captcha-image"
        />
      )}
      <AccountTextField
        label={t('sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        testId="forgot-sms-code"
        registration={register('verificationCode')}
        message={errors.verificationCode?.message}
        addon={<SmsCodeButton onSend={sendCode} onError={onSmsError} testId="forgot-sms-send" />}
      />
      <AccountTextField
        label={t('forgot_new_password')}
        type="password"
        autoComplete="new-password"
        testId="forgot-new-password"
        registration={register('newPassword')}
        message={errors.newPassword?.message}
        rule={passwordRule}
      />
      {isTotpAsked && (
        <AccountTextField
          label={t('security_totp_code')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          testId="forgot-totp-code"
          registration={register('totpCode')}
          message={errors.totpCode?.message}
        />
      )}
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
