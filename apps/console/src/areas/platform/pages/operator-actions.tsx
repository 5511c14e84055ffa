import type { TOperator } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { disableOperator, operatorsKey, resetOperatorTotp } from '../api/operators';
import { ChangeRoleDialog, ResetPasswordDialog } from './operator-form-dialogs';

type TAction = 'role' | 'password' | 'totp' | 'disable';

/** The changes an owner makes to one operator (a disabled operator has none left: disabling is final). */
export function OperatorActions({ operator }: { operator: TOperator }) {
  const { t } = useTranslation('platform');
  const [open, setOpen] = useState<TAction | null>(null);
  if (operator.isDisabled) return null;
  const close = () => setOpen(null);
  const actions: TAction[] = ['role', 'password', 'totp', 'disable'];
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'disable' ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
          aria-label={`${t(`operators.actions.${action}`)}: ${operator.username}`}
        >
          {t(`operators.actions.${action}`)}
        </Button>
      ))}
      {open === 'role' ? <ChangeRoleDialog operator={operator} onClose={close} /> : null}
      {open === 'password' ? <ResetPasswordDialog operator={operator} onClose={close} /> : null}
      {open === 'totp' || open === 'disable' ? (
        <ActionDialog
          title={`${t(`operators.actions.${open}`)}: ${operator.username}`}
          isOpen
          onClose={close}
          run={() => (open === 'totp' ? resetOperatorTotp(operator.id) : disableOperator(operator.id))}
          invalidates={[operatorsKey]}
          reason="none"
          confirmLabel={t(`operators.actions.${open}`)}
          variant={open === 'disable' ? 'danger' : 'primary'}
        >
          <p>{t(`operators.confirm.${open}`, { username: operator.username })}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
