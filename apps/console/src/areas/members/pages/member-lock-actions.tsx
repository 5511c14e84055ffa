import type { TOpsMemberProfile } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { membersKey } from '../api/members';
import { lockMember, unlockMember } from '../api/member-profile';

/**
 * Lock (a reason is required: it stays on the member and in the audit log; every session ends) or unlock
 * (an optional note). The search's lock column and the sessions change with it, so every member query of
 * the merchant is refreshed.
 */
export function MemberLockActions({ merchant, member }: { merchant: string; member: TOpsMemberProfile }) {
  const { t } = useTranslation('members');
  const [isOpen, setIsOpen] = useState(false);
  const isLocked = member.status.isLocked;
  const action = isLocked ? 'unlock' : 'lock';
  return (
    <>
      <Button variant={isLocked ? 'secondary' : 'danger'} onClick={() => setIsOpen(true)}>
        {t(`lock.${action}`)}
      </Button>
      {isOpen ? (
        <ActionDialog
          title={`${t(`lock.${action}`)}: ${member.username}`}
          isOpen
          onClose={() => setIsOpen(false)}
          run={(reason) =>
            isLocked
              ? unlockMember(merchant, member.id, reason)
              : lockMember(merchant, member.id, reason ?? '')
          }
          invalidates={[membersKey(merchant)]}
          reason={isLocked ? 'optional' : 'required'}
          confirmLabel={t(`lock.${action}`)}
          variant={isLocked ? 'primary' : 'danger'}
        >
          <p>{t(`lock.${action}Help`, { sessions: member.liveSessions })}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
