import { zodResolver } from '@hookform/resolvers/zod';
import { OPERATOR_ROLES, ZOperatorCreate, type TOperator } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMerchants } from '../../../app/merchants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { createOperator, operatorsKey } from '../api/operators';
import { OperatorMerchantsField } from './operator-merchants-field';

type TCreateInput = z.input<typeof ZOperatorCreate>;
type TCreateOutput = z.output<typeof ZOperatorCreate>;

/** What the owner tells the new operator: it signs in with the password and enrols its authenticator then. */
function Created({ operator, onClose }: { operator: TOperator; onClose: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <Dialog
      title={t('operators.createdTitle', { username: operator.username })}
      isOpen
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('operators.done')}
        </Button>
      }
    >
      <div className="note" role="status">
        <p>{t('operators.createdText', { username: operator.username })}</p>
      </div>
      <ol>
        <li>{t('operators.enrolStep1')}</li>
        <li>{t('operators.enrolStep2')}</li>
        <li>{t('operators.enrolStep3')}</li>
      </ol>
    </Dialog>
  );
}

/** A new operator: username, role, first password and merchants; it enrols its own TOTP at first sign-in. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('platform');
  const formId = useId();
  const errorText = useFieldErrorText('platform');
  const queryClient = useQueryClient();
  const merchants = useMerchants();
  const [created, setCreated] = useState<TOperator | null>(null);
  const form = useForm<TCreateInput, unknown, TCreateOutput>({
    resolver: zodResolver(ZOperatorCreate),
    defaultValues: { username: '', role: 'support', password: '', merchants: null },
  });
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
      setCreated(answer.operator);
    },
  });
  const { errors } = form.formState;
  if (created) return <Created operator={created} onClose={onClose} />;
  return (
    <Dialog
      title={t('operators.create')}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={create.isPending}>
            {t('operators.createSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((input) => create.mutate(input))}>
        <TextField
          label={t('operators.username')}
          autoComplete="off"
          hint={t('operators.usernameHint')}
          error={errorText(errors.username)}
          {...form.register('username')}
        />
        <SelectField
          label={t('operators.role')}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:roles.${role}`) }))}
          {...form.register('role')}
        />
        <TextField
          label={t('operators.password')}
          type="password"
          autoComplete="new-password"
          hint={t('operators.passwordHint')}
          error={errorText(errors.password)}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="merchants"
          render={({ field, fieldState }) => (
            <OperatorMerchantsField
              value={field.value ?? null}
              onChange={field.onChange}
              codes={(merchants.data ?? []).map((merchant) => merchant.code)}
              error={fieldState.error ? t('operators.chooseMerchant') : undefined}
            />
          )}
        />
        <p className="field-hint">{t('operators.enrolNote')}</p>
        <ErrorNote error={create.error} />
      </form>
    </Dialog>
  );
}
