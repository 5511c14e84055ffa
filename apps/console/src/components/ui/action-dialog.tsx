import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorNote } from './error-note';
import { TextAreaField } from './field';

type TActionDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Runs the change with the reason typed (empty when optional and left blank). */
  run: (reason: string | undefined) => Promise<unknown>;
  /** Query keys the change makes stale. */
  invalidates: readonly (readonly unknown[])[];
  reason?: 'required' | 'optional' | 'none';
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  children?: ReactNode;
};

/**
 * Confirms one change (approve, reject, pay...), with the reason the audit log and the member see. The dialog
 * stays open with the server's message when the change is refused.
 */
export function ActionDialog(props: TActionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const mode = props.reason ?? 'optional';
  const action = useMutation({
    mutationFn: () => props.run(reason.trim() ? reason.trim() : undefined),
    onSuccess: async () => {
      await Promise.all(props.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setReason('');
      props.onClose();
    },
  });
  function confirm() {
    if (mode === 'required' && !reason.trim()) return setIsReasonMissing(true);
    action.mutate();
  }
  return (
    <Dialog
      title={props.title}
      isOpen={props.isOpen}
      onClose={() => {
        action.reset();
        setIsReasonMissing(false);
        props.onClose();
      }}
      footer={
        <>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button variant={props.variant ?? 'primary'} onClick={confirm} isBusy={action.isPending}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
      {mode !== 'none' ? (
        <TextAreaField
          label={mode === 'required' ? t('action.reasonRequired') : t('action.reasonOptional')}
          value={reason}
          maxLength={500}
          rows={3}
          error={isReasonMissing ? 'reason_required' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setIsReasonMissing(false);
          }}
        />
      ) : null}
      <ErrorNote error={action.error} />
    </Dialog>
  );
}
