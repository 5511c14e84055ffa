import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useBootData } from '../../../lib/boot-data';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import './account-form.css';

export type TAccountModalProps = { onClose: () => void; onSwitch: () => void };
type TForgotMode = 'email' | 'mobile';

/** Forgot password: by e-mail, and by mobile only with CHNGPASSVERIF3 (spec section 4). */
export function ForgotPasswordModal({ onClose, onSwitch }: TAccountModalProps) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const isMobileOn = isModuleEnabled(permission.modules, MODULE_IDS.FORGOT_BY_PHONE);
  const [mode, setMode] = useState<TForgotMode>('email');

  return (
    <Modal name="forgotPassword" title={t('forgot_title')} onClose={onClose} size="small">
      <div className="account-form">
        {isMobileOn && (
          <Tabs
            tabs={[
              { id: 'email', label: t('forgot_mode_email') },
              { id: 'mobile', label: t('forgot_mode_mobile') },
            ]}
            selectedId={mode}
            onSelect={(id) => setMode(id === 'mobile' ? 'mobile' : 'email')}
            label={t('forgot_modes_label')}
            testIdPrefix="forgot-mode-"
          />
        )}
        {isMobileOn && mode === 'mobile' ? <ForgotByPhoneForm onClose={onClose} /> : <ForgotByEmailForm />}
        <p className="account-form__switch">
          <button type="button" className="account-form__link" onClick={onSwitch}>
            {t('forgot_back_to_login')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
