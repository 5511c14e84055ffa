import type { TOpsExclusion } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import {
  approveExclusionLift,
  exclusionsKey,
  rejectExclusionLift,
  requestExclusionLift,
} from '../api/exclusions';

type TAction = 'request' | 'approve' | 'reject';

/**
 * An early lift: one operator asks with a reason, a different one approves (the server refuses the same
 * operator) or either rejects. Only an exclusion still in force can be lifted.
 */
export function ExclusionActions({ merchant, exclusion }: { merchant: string; exclusion: TOpsExclusion }) {
  const { t } = useTranslation('protection');
  const [open, setOpen] = useState<TAction | null>(null);
  const isLiftable = exclusion.status === 'active' || exclusion.status === 'ended';
  const actions: TAction[] = exclusion.liftRequest ? ['approve', 'reject'] : isLiftable ? ['request'] : [];
  if (actions.length === 0) return null;
  const runners: Record<TAction, (reason?: string) => Promise<unknown>> = {
    request: (reason) => requestExclusionLift(merchant, exclusion.id, reason ?? ''),
    approve: () => approveExclusionLift(merchant, exclusion.id),
    reject: () => rejectExclusionLift(merchant, exclusion.id),
  };
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'reject' ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
          aria-label={`${t(`exclusions.actions.${action}`)}: ${exclusion.username}`}
        >
          {t(`exclusions.actions.${action}`)}
        </Button>
      ))}
      {open ? (
        <ActionDialog
          title={`${t(`exclusions.actions.${open}`)}: ${exclusion.username}`}
          isOpen
          onClose={() => setOpen(null)}
          run={runners[open]}
          invalidates={[exclusionsKey(merchant)]}
          reason={open === 'request' ? 'required' : 'none'}
          confirmLabel={t(`exclusions.actions.${open}`)}
          variant={open === 'reject' ? 'danger' : 'primary'}
        >
          <p>
            {t(`exclusions.help.${open}`, {
              by: exclusion.liftRequest?.requestedBy ?? '',
              reason: exclusion.liftRequest?.reason ?? '',
            })}
          </p>
          {open === 'approve' && exclusion.until === null ? <p>{t('exclusions.help.indefinite')}</p> : null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
