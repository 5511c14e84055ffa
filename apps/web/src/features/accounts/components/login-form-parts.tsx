import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TRememberedLogin } from '../../../lib/remember-me';
import type { TLoginBody } from '../api/login';
import type { TRememberChoice } from '../use-login-attempt';
import { AccountFormError } from './account-text-field';
import type { TCaptchaImage } from './captcha-field';

/** What the login modal gives each of its two forms (username, sms). */
export type TLoginFormProps = {
  remembered: TRememberedLogin | null;
  isCaptchaShown: boolean;
  captcha: TCaptchaImage;
  /** The last failure of the modal, a message key translated at render time. */
  errorKey: string | undefined;
  onLogin: (body: TLoginBody, remember: TRememberChoice) => Promise<void>;
};

/** The captcha part of a login body, when the captcha is shown and loaded. */
export function buildCaptchaPart(
  isCaptchaShown: boolean,
  captcha: TCaptchaImage,
  answer: string | undefined,
) {
  return isCaptchaShown && captcha.captchaId ? { captcha: answer ?? '', captchaId: captcha.captchaId } : {};
}

/** Empties the captcha answer whenever a new image arrives: an answer belongs to one image. */
export function useClearCaptchaOnNewImage(captchaId: string | null, clear: () => void): void {
  useEffect(() => {
    if (captchaId) clear();
  }, [captchaId, clear]);
}

/** The "remember me" box (one day, spec section 9). */
export function RememberMeCheck({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <label className="account-check">
      <input type="checkbox" data-testid="login-remember" {...registration} />
      <span>{t('login_remember_me')}</span>
    </label>
  );
}

/** The failure message and the submit button, shared by both login forms. */
export function LoginSubmit({
  errorKey,
  isSubmitting,
}: {
  errorKey: string | undefined;
  isSubmitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AccountFormError messageKey={errorKey} testId="login-error" />
      <Button
        type="submit"
        className="account-form__submit"
        data-testid="login-submit"
        disabled={isSubmitting}
      >
        {t(isSubmitting ? 'login_submitting' : 'login_submit')}
      </Button>
    </>
  );
}
