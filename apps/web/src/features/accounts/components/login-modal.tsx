import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useBootData } from '../../../lib/boot-data';
import { useModalStore } from '../../../lib/modal-store';
import { readRememberedLogin } from '../../../lib/remember-me';
import { ExclusionRefusalNotice } from '../../player-protection/components/exclusion-refusal-notice';
import { readExclusionRefusal } from '../../player-protection/exclusion-refusal';
import type { TLoginBody } from '../api/login';
import { isCaptchaMarker, useLoginAttempt, type TRememberChoice } from '../use-login-attempt';
import { useCaptchaImage } from './captcha-field';
import { FreePlayButton } from './free-play-button';
import { LoginSmsForm } from './login-sms-form';
import { LoginUsernameForm } from './login-username-form';
import './account-form.css';
import './login-modal.css';

export type TAccountModalProps = { onClose: () => void; onSwitch: () => void };
type TLoginTab = 'username' | 'sms';

/**
 * The login popup (spec sections 4, 5 and 9): username or SMS code (tab only with SMSLOGIN3), the captcha
 * once the server asks for it, remember me, links to forgot password and register, and free play.
 */
export function LoginModal({ onClose, onSwitch }: TAccountModalProps) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const openModal = useModalStore((s) => s.openModal);
  const isSmsLoginOn = isModuleEnabled(permission.modules, MODULE_IDS.SMS_LOGIN);
  // Read once per opening: an expired record is removed here.
  const [remembered] = useState(readRememberedLogin);
  const [tab, setTab] = useState<TLoginTab>(() =>
    isSmsLoginOn && remembered && !remembered.username && remembered.mobileNum ? 'sms' : 'username',
  );
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [errorKey, setErrorKey] = useState<string | undefined>(undefined);
  // A login refused for a time-out or self-exclusion, with what was sent (to reopen or to log in to withdraw).
  const [refused, setRefused] = useState<{
    refusal: NonNullable<ReturnType<typeof readExclusionRefusal>>;
    body: TLoginBody;
    remember: TRememberChoice;
  } | null>(null);
  // A ref: the failure is reported by the attempt that the same click started, before a re-render.
  const lastAttempt = useRef<{ body: TLoginBody; remember: TRememberChoice } | null>(null);
  const captcha = useCaptchaImage(isCaptchaShown);
  const { refresh: refreshCaptcha } = captcha;

  const showCaptchaAfter = useCallback(
    (error: unknown) => {
      // A captcha answers one check, right or wrong: a shown one needs a new image after any failure.
      if (isCaptchaShown) refreshCaptcha();
      else if (isCaptchaMarker(error)) setIsCaptchaShown(true);
    },
    [isCaptchaShown, refreshCaptcha],
  );
  const onFailure = useCallback(
    (messageKey: string, error: unknown) => {
      const refusal = readExclusionRefusal(error);
      if (refusal && lastAttempt.current) setRefused({ refusal, ...lastAttempt.current });
      else setErrorKey(messageKey);
      showCaptchaAfter(error);
    },
    [showCaptchaAfter],
  );
  const attemptLogin = useLoginAttempt({ onFailure });
  const onLogin: typeof attemptLogin = (body, remember) => {
    setErrorKey(undefined);
    setRefused(null);
    lastAttempt.current = { body, remember };
    return attemptLogin(body, remember);
  };
  // The same credentials again, for a session that reaches only the balance and the withdrawal page.
  const loginToWithdraw = (body: TLoginBody, remember: TRememberChoice) => {
    const withdrawal: TLoginBody = { ...body, purpose: 'withdrawal' };
    lastAttempt.current = { body: withdrawal, remember };
    return attemptLogin(withdrawal, remember);
  };

  const selectTab = (id: string) => {
    setTab(id === 'sms' ? 'sms' : 'username');
    setErrorKey(undefined);
  };
  const openForgotPassword = () => {
    onClose();
    openModal({ name: 'forgotPassword' });
  };
  const formProps = { remembered, isCaptchaShown, captcha, errorKey, onLogin };

  return (
    <Modal name="login" title={t('login_title')} onClose={onClose} size="small">
      <div className="login-modal">
        {isSmsLoginOn && (
          <Tabs
            tabs={[
              { id: 'username', label: t('login_tab_username') },
              { id: 'sms', label: t('login_tab_sms') },
            ]}
            selectedId={tab}
            onSelect={selectTab}
            label={t('login_tabs_label')}
            testIdPrefix="login-tab-"
          />
        )}
        {tab === 'sms' && isSmsLoginOn ? (
          <LoginSmsForm {...formProps} onSmsError={showCaptchaAfter} />
        ) : (
          <LoginUsernameForm {...formProps} />
        )}
        {refused && (
          <ExclusionRefusalNotice
            refusal={refused.refusal}
            credentials={
              refused.body.type !== 'sms' && refused.body.username && refused.body.password
                ? { username: refused.body.username, password: refused.body.password }
                : null
            }
            onWithdraw={() => loginToWithdraw(refused.body, refused.remember)}
          />
        )}
        <div className="login-modal__links">
          <button
            type="button"
            className="login-modal__link"
            data-testid="login-forgot"
            onClick={openForgotPassword}
          >
            {t('login_forgot_password')}
          </button>
          <span>
            {t('login_no_account')}{' '}
            <button
              type="button"
              className="login-modal__link"
              data-testid="login-register"
              onClick={onSwitch}
            >
              {t('login_register_link')}
            </button>
          </span>
        </div>
        <FreePlayButton onError={setErrorKey} />
      </div>
    </Modal>
  );
}
