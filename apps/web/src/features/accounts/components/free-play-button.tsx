import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';
import { useBootData } from '../../../lib/boot-data';
import { useModalStore } from '../../../lib/modal-store';
import { postFreePlayLogin } from '../api/login-free-play';
import { useCompleteLogin } from '../use-complete-login';

type TFreePlayButtonProps = {
  /** Shows a failure (a message key); without it a warning dialog says it. */
  onError?: (messageKey: string) => void;
};

/** Free play (a trial account), when the merchant has FREEPLAY3 on; on success the site goes to /. */
export function FreePlayButton({ onError }: TFreePlayButtonProps) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.openModal);
  const completeLogin = useCompleteLogin();
  const [isStarting, setIsStarting] = useState(false);
  if (!isModuleEnabled(permission.modules, MODULE_IDS.FREE_PLAY)) return null;

  const start = async () => {
    setIsStarting(true);
    try {
      const login = await postFreePlayLogin();
      await completeLogin(login, { loginType: 'freeplay' });
      void navigate(paths.root());
    } catch (error) {
      const messageKey = errorMessageKey(error);
      if (onError) onError(messageKey);
      else openModal({ name: 'warning', messageKey });
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <Button
      variant="ghost"
      className="account-form__submit"
      data-testid="free-play"
      disabled={isStarting}
      onClick={() => void start()}
    >
      {t('login_free_play')}
    </Button>
  );
}
