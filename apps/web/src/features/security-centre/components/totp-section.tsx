import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useBindTotp } from '../api/bind-totp';
import { useSetupTotp } from '../api/setup-totp';
import { useUnbindTotp } from '../api/unbind-totp';
import { SecurityCard } from './security-card';
import { SuccessNote } from './success-note';

/** Spec section 9: QR codes default to 200 px, error level M. */
const TOTP_QR = { sizePx: 200, level: 'M' } as const;
const TOTP_CODE_DIGITS = 6;

const ZTotpCodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'totp_code_rule'),
});
type TTotpCodeForm = z.infer<typeof ZTotpCodeForm>;
const ZTotpPasswordForm = z.object({ password: z.string().min(1, 'field_required') });
type TTotpPasswordForm = z.infer<typeof ZTotpPasswordForm>;

/** Binding starts with the login password (a stolen session cannot bind its own authenticator). */
type TTotpStep = 'idle' | 'confirmingPassword' | 'unbinding';

/** Google authenticator (TOTP): bind it by scanning a QR code and confirming a code, or unbind it. */
export function TotpSection({ isBound }: { isBound: boolean }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const [step, setStep] = useState<TTotpStep>('idle');
  const [doneKey, setDoneKey] = useState<string>();
  const secret = isBound ? undefined : setup.data;

  const finish = (key: string) => {
    setup.reset();
    setStep('idle');
    setDoneKey(key);
  };

  const action = isBound ? (
    <Button
      variant="secondary"
      size="small"
      aria-expanded={step === 'unbinding'}
      onClick={() => setStep(step === 'unbinding' ? 'idle' : 'unbinding')}
    >
      {t(step === 'unbinding' ? 'cancel' : 'security_unbind')}
    </Button>
  ) : (
    !secret && (
      <Button
        variant="secondary"
        size="small"
        disabled={setup.isPending}
        aria-expanded={step === 'confirmingPassword'}
        onClick={() => {
          setDoneKey(undefined);
          setStep(step === 'confirmingPassword' ? 'idle' : 'confirmingPassword');
        }}
      >
        {t(step === 'confirmingPassword' ? 'cancel' : 'security_bind')}
      </Button>
    )
  );

  return (
    <SecurityCard
      testId="security-totp"
      title={t('security_totp')}
      summary={t(isBound ? 'security_status_bound' : 'security_status_not_bound')}
      action={action}
    >
      {doneKey && <SuccessNote messageKey={doneKey} />}
      {!isBound && !secret && step === 'confirmingPassword' && (
        <TotpPasswordForm
          onSubmit={async (password) => {
            await setup.mutateAsync(password);
            setStep('idle');
          }}
        />
      )}
      {secret && (
        <div className="security-totp">
          <p className="security-card__hint">{t('security_totp_scan')}</p>
          <div className="security-totp__qr">
            <QRCodeSVG
              value={secret.otpauthUri}
              size={TOTP_QR.sizePx}
              level={TOTP_QR.level}
              title={t('security_totp_qr')}
              data-testid="security-totp-qr"
            />
          </div>
          <p className="security-card__hint">
            {t('security_totp_secret')} <code className="security-totp__secret">{secret.secret}</code>
          </p>
          <TotpCodeForm mode="bind" onDone={() => finish('security_totp_bound')} />
        </div>
      )}
      {isBound && step === 'unbinding' && (
        <TotpCodeForm mode="unbind" onDone={() => finish('security_totp_unbound')} />
      )}
    </SecurityCard>
  );
}

function TotpPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<TTotpPasswordForm>({
    resolver: zodResolver(ZTotpPasswordForm),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      applyFormError(error, setError, ['password'], { PASSWORD_WRONG: 'password' });
    }
  });
  return (
    <form className="account-form security-form" onSubmit={submit} noValidate>
      <p className="security-card__hint">{t('security_totp_password_hint')}</p>
      <AccountTextField
        label={t('security_login_password')}
        registration={register('password')}
        message={formState.errors.password?.message}
        testId="security-totp-password"
        type="password"
        autoComplete="current-password"
      />
      <AccountFormError messageKey={formState.errors.root?.server?.message} testId="security-totp-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security_totp_start')}
      </Button>
    </form>
  );
}

function TotpCodeForm({ mode, onDone }: { mode: 'bind' | 'unbind'; onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindTotp();
  const unbind = useUnbindTotp();
  const { register, handleSubmit, setError, formState } = useForm<TTotpCodeForm>({
    resolver: zodResolver(ZTotpCodeForm),
    defaultValues: { code: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await (mode === 'bind' ? bind : unbind).mutateAsync(code);
      onDone();
    } catch (error) {
      applyFormError(error, setError, ['code'], { VERIFICATION_FAILED: 'code' });
    }
  });

  return (
    <form className="account-form security-form" onSubmit={submit} noValidate>
      <AccountTextField
        label={t('security_totp_code')}
        registration={register('code')}
        message={errors.code?.message}
        testId="security-totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TOTP_CODE_DIGITS}
      />
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-totp-error" />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t(mode === 'bind' ? 'security_totp_confirm_bind' : 'security_totp_confirm_unbind')}
      </Button>
    </form>
  );
}
