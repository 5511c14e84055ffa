import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorLogin, type TOperatorEnrolmentTicket } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorNote } from '../../components/ui/error-note';
import { TextField } from '../../components/ui/field';
import { isApiError } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { ConsolePreferences } from '../layout/console-preferences';
import { logIn, startEnrolment } from './session-queries';

type TLoginForm = z.input<typeof ZOperatorLogin>;

// Only a first sign-in shows a QR code: its library loads then.
const EnrolmentStep = lazy(() =>
  import('./enrolment-step').then((module) => ({ default: module.EnrolmentStep })),
);

/** Username, password and the authenticator's code; the server says which of them was wrong only vaguely. */
export function SignInPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const endReason = useSessionStore((s) => s.endReason);
  const signIn = useSessionStore((s) => s.signIn);
  const form = useForm<TLoginForm>({
    resolver: zodResolver(ZOperatorLogin),
    defaultValues: { username: '', password: '', totpCode: '' },
  });
  const [ticket, setTicket] = useState<TOperatorEnrolmentTicket | null>(null);
  const enrol = useMutation({ mutationFn: startEnrolment, onSuccess: setTicket });
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (session) => signIn(session.token, session.operator),
    onError: (error, values) => {
      if (isApiError(error) && error.code === 'SECOND_FACTOR_REQUIRED') form.setFocus('totpCode');
      // A new operator has no authenticator yet: the same password starts its enrolment.
      if (isApiError(error) && error.code === 'TOTP_ENROLMENT_REQUIRED')
        enrol.mutate({ username: values.username, password: values.password });
    },
  });
  const isEnrolling = isApiError(login.error) && login.error.code === 'TOTP_ENROLMENT_REQUIRED';
  if (token) return <Navigate to="/" replace />;

  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <div className="sign-in-top">
          <h1>{t('signIn.title')}</h1>
          <ConsolePreferences />
        </div>
        {endReason === 'expired' ? <p className="note">{t('signIn.expired')}</p> : null}
        {ticket ? (
          <Suspense fallback={<p className="loading">{t('table.loading')}</p>}>
            <EnrolmentStep
              ticket={ticket}
              onRestart={() => {
                setTicket(null);
                login.reset();
                enrol.reset();
              }}
            />
          </Suspense>
        ) : (
          <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
            <TextField
              label={t('signIn.username')}
              autoComplete="username"
              autoFocus
              error={form.formState.errors.username?.message}
              {...form.register('username')}
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label={t('signIn.totpCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('signIn.totpHint')}
              error={form.formState.errors.totpCode?.message}
              {...form.register('totpCode')}
            />
            <ErrorNote error={isEnrolling ? enrol.error : login.error} />
            <Button type="submit" variant="primary" isBusy={login.isPending || enrol.isPending}>
              {t('signIn.submit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
