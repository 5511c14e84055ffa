import { zodResolver } from '@hookform/resolvers/zod';
import {
  OPERATOR_ROLES,
  ZOperatorPasswordReset,
  ZOperatorRoleUpdate,
  type TOperator,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { changeOperatorRole, operatorsKey, resetOperatorPassword } from '../api/operators';

type TFormDialogProps = {
  title: string;
  onClose: () => void;
  submitLabel: string;
  isBusy: boolean;
  error: unknown;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
};

/** A dialog whose body is one form, submitted by the footer's button (keyboard Enter works too). */
function FormDialog({ title, onClose, submitLabel, isBusy, error, onSubmit, children }: TFormDialogProps) {
  const { t } = useTranslation('platform');
  const formId = useId();
  return (
    <Dialog
      title={title}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        {children}
        <ErrorNote error={error} />
      </form>
    </Dialog>
  );
}

/** A change to one operator: the list is read again and the dialog closes; a refusal keeps it open. */
function useOperatorChange<TInput>(run: (input: TInput) => Promise<unknown>, onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
      onClose();
    },
  });
}

/** Another role for an operator; its open sessions take it at their next request. */
export function ChangeRoleDialog({ operator, onClose }: { operator: TOperator; onClose: () => void }) {
  const { t } = useTranslation('platform');
  const form = useForm<z.input<typeof ZOperatorRoleUpdate>, unknown, z.output<typeof ZOperatorRoleUpdate>>({
    resolver: zodResolver(ZOperatorRoleUpdate),
    defaultValues: { role: operator.role },
  });
  const change = useOperatorChange(
    (input: z.output<typeof ZOperatorRoleUpdate>) => changeOperatorRole(operator.id, input.role),
    onClose,
  );
  return (
    <FormDialog
      title={t('operators.changeRoleTitle', { username: operator.username })}
      onClose={onClose}
      submitLabel={t('operators.changeRole')}
      isBusy={change.isPending}
      error={change.error}
      onSubmit={form.handleSubmit((input) => change.mutate(input))}
    >
      <SelectField
        label={t('operators.role')}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:roles.${role}`) }))}
        {...form.register('role')}
      />
      <p className="field-hint">{t('operators.changeRoleHint')}</p>
    </FormDialog>
  );
}

/** A new password for an operator (told to it by the owner); every session of the operator ends. */
export function ResetPasswordDialog({ operator, onClose }: { operator: TOperator; onClose: () => void }) {
  const { t } = useTranslation('platform');
  const errorText = useFieldErrorText('platform');
  const form = useForm<
    z.input<typeof ZOperatorPasswordReset>,
    unknown,
    z.output<typeof ZOperatorPasswordReset>
  >({ resolver: zodResolver(ZOperatorPasswordReset), defaultValues: { password: '' } });
  const reset = useOperatorChange(
    (input: z.output<typeof ZOperatorPasswordReset>) => resetOperatorPassword(operator.id, input.password),
    onClose,
  );
  return (
    <FormDialog
      title={t('operators.resetPasswordTitle', { username: operator.username })}
      onClose={onClose}
      submitLabel={t('operators.resetPassword')}
      isBusy={reset.isPending}
      error={reset.error}
      onSubmit={form.handleSubmit((input) => reset.mutate(input))}
    >
      <TextField
        label={t('operators.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('operators.passwordHint')}
        error={errorText(form.formState.errors.password)}
        {...form.register('password')}
      />
      <p className="field-hint">{t('operators.resetPasswordHint')}</p>
    </FormDialog>
  );
}
