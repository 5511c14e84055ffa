import type { TMemberInfo } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from './avatar-picker';
import { ProfileForm } from './profile-form';
import { SecurityCard } from './security-card';

/** Account name, labels, avatar, and the editable profile (nickname, real name, birthday). */
export function ProfileSection({ info }: { info: TMemberInfo }) {
  const { t } = useTranslation();
  const memberLabels = info.memberLabel.map((label) => label.labelName).join(', ');
  return (
    <SecurityCard testId="security-profile" title={t('security_profile')}>
      <AvatarPicker info={info} />
      <dl className="security-facts">
        <dt>{t('security_account')}</dt>
        <dd>{info.account}</dd>
        <dt>{t('security_member_label')}</dt>
        <dd>{memberLabels || t('security_none')}</dd>
        <dt>{t('security_club_label')}</dt>
        <dd>
          {info.clubLabel
            ? t('security_club_level', { name: info.clubLabel.labelName, level: info.clubLabel.rankLevel })
            : t('security_none')}
        </dd>
      </dl>
      <ProfileForm info={info} />
    </SecurityCard>
  );
}
