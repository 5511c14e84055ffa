import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';

type TDeleteActionProps = {
  /** What is deleted, as the operator knows it (its title). */
  name: string;
  run: () => Promise<unknown>;
  invalidates: readonly (readonly unknown[])[];
  /** What else the deletion does (a category's articles go with it). */
  children?: ReactNode;
};

/** Delete, confirmed first: the site stops showing the item at once and there is no undo. */
export function DeleteAction({ name, run, invalidates, children }: TDeleteActionProps) {
  const { t } = useTranslation('content');
  const [isOpen, setIsOpen] = useState(false);
  const label = `${t('actions.delete')}: ${name}`;
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)} aria-label={label}>
        {t('actions.delete')}
      </Button>
      {isOpen ? (
        <ActionDialog
          title={label}
          isOpen
          onClose={() => setIsOpen(false)}
          run={run}
          invalidates={invalidates}
          reason="none"
          confirmLabel={t('actions.delete')}
          variant="danger"
        >
          <p>{t('actions.deleteHelp')}</p>
          {children}
        </ActionDialog>
      ) : null}
    </>
  );
}
