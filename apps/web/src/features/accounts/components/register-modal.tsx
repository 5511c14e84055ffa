import { isModuleEnabled, MODULE_IDS, type TModuleNode } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useBootData } from '../../../lib/boot-data';
import type { TRegisterTab } from '../register-validation';
import { RegisterForm } from './register-form';
import './account-form.css';

export type TAccountModalProps = { onClose: () => void; onSwitch: () => void };

/**
 * The register tabs a merchant offers: mobile with MOBILEREG3; username unless USERREG3 is off while the
 * mobile tab is there (a merchant always keeps one way in). Mobile is the default with MOBILENUMREG3 on.
 */
export function listRegisterTabs(modules: TModuleNode[]): { tabs: TRegisterTab[]; defaultTab: TRegisterTab } {
  const isMobileOn = isModuleEnabled(modules, MODULE_IDS.MOBILE_REGISTRATION);
  const isUsernameOn = !isMobileOn || isModuleEnabled(modules, MODULE_IDS.USERNAME_REGISTRATION);
  const tabs: TRegisterTab[] = [
    ...(isUsernameOn ? ['username' as const] : []),
    ...(isMobileOn ? ['mobile' as const] : []),
  ];
  const isMobileDefault =
    isMobileOn && (!isUsernameOn || isModuleEnabled(modules, MODULE_IDS.MOBILE_TAB_DEFAULT));
  return { tabs, defaultTab: isMobileDefault ? 'mobile' : 'username' };
}

/** The register popup (spec sections 4 and 5): username or mobile tab, fields from the merchant's rules. */
export function RegisterModal({ onClose, onSwitch }: TAccountModalProps) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const { tabs, defaultTab } = listRegisterTabs(permission.modules);
  const [tab, setTab] = useState<TRegisterTab>(defaultTab);
  const shownTab = tabs.includes(tab) ? tab : defaultTab;

  return (
    <Modal name="register" title={t('register')} onClose={onClose} size="small">
      <div className="account-form">
        {tabs.length > 1 && (
          <Tabs
            tabs={tabs.map((id) => ({ id, label: t(`register_tab_${id}`) }))}
            selectedId={shownTab}
            onSelect={(id) => setTab(id === 'mobile' ? 'mobile' : 'username')}
            label={t('register_tabs_label')}
            testIdPrefix="register-tab-"
          />
        )}
        {/* A new form per tab: the tabs have different fields and rules. */}
        <RegisterForm key={shownTab} tab={shownTab} onClose={onClose} />
        <p className="account-form__switch">
          {t('have_account')}{' '}
          <button type="button" className="account-form__link" onClick={onSwitch}>
            {t('login')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
