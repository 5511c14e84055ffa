import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorPasswordChange } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorNote } from '../../components/ui/error-note';
import { TextField } from '../../components/ui/field';
import { changeOwnPassword } from '../auth/session-queries';

const ZPasswordChangeForm = ZOperatorPasswordChange.extend({ repeatPassword: z.string() }).refine(
  (form) => form.newPassword === form.repeatPassword,
  { path: ['repeatPassword'], message: 'password_mismatch' },
);
type TPasswordChangeForm = z.input<typeof ZPasswordChangeForm>;

/** The operator's own password: the current one and a fresh code prove it; other sessions end. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const form = useForm<TPasswordChangeForm>({
    resolver: zodResolver(ZPasswordChangeForm),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '', totpCode: '' },
  });
  const change = useMutation({
    mutationFn: ({ repeatPassword: _repeat, ...body }: TPasswordChangeForm) => changeOwnPassword(body),
    onSuccess: () => form.reset(),
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title">{t('password.title')}</h2>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.newHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...form.register('repeatPassword')}
      />
      <TextField
        label={t('password.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.totpCode?.message}
        {...form.register('totpCode')}
      />
      <ErrorNote error={change.error} />
      {change.isSuccess ? (
        <p className="note" role="status">
          {t('password.done')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
