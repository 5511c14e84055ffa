import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSessionStore } from '../../lib/session-store';
import { formatDateTime } from '../../lib/format';
import { PasswordChangeForm } from './password-change-form';

/** The operator's own account: who they are and what they may reach. */
export function AccountPage() {
  const { t } = useTranslation();
  const operator = useSessionStore((s) => s.operator);
  if (!operator) return null;
  return (
    <>
      <PageHeader title={t('account.title')} />
      <dl className="facts">
        <dt>{t('account.username')}</dt>
        <dd>{operator.username}</dd>
        <dt>{t('account.role')}</dt>
        <dd>{t(`roles.${operator.role}`)}</dd>
        <dt>{t('account.merchants')}</dt>
        <dd>{operator.merchants === null ? t('account.everyMerchant') : operator.merchants.join(', ')}</dd>
        <dt>{t('account.lastLogin')}</dt>
        <dd>
          {formatDateTime(operator.lastLoginAt)} {operator.lastLoginIp ?? ''}
        </dd>
      </dl>
      <section className="card narrow-card">
        <PasswordChangeForm />
      </section>
    </>
  );
}
