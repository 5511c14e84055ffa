import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import type { TScheduleState } from '../lib/schedule';

type TScheduleActionProps = {
  name: string;
  state: TScheduleState;
  /** Saves the item from now on (start now, no end) or ending now; the time is taken when confirmed. */
  run: (change: 'publish' | 'end') => Promise<unknown>;
  invalidates: readonly (readonly unknown[])[];
};

/**
 * Publish now (a scheduled or ended item) or end now (a live one): the routes have no separate publish call,
 * so this saves the item with its start or end set to the moment the operator confirms.
 */
export function ScheduleAction({ name, state, run, invalidates }: TScheduleActionProps) {
  const { t } = useTranslation('content');
  const [isOpen, setIsOpen] = useState(false);
  const change = state === 'live' ? 'end' : 'publish';
  const word = t(change === 'end' ? 'actions.endNow' : 'actions.publishNow');
  return (
    <>
      <Button
        variant={change === 'end' ? 'secondary' : 'primary'}
        onClick={() => setIsOpen(true)}
        aria-label={`${word}: ${name}`}
      >
        {word}
      </Button>
      {isOpen ? (
        <ActionDialog
          title={`${word}: ${name}`}
          isOpen
          onClose={() => setIsOpen(false)}
          run={() => run(change)}
          invalidates={invalidates}
          reason="none"
          confirmLabel={word}
        >
          <p>{t(change === 'end' ? 'actions.endHelp' : 'actions.publishHelp')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
