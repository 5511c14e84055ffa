import type { TOperatorEnrolmentTicket } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorNote } from '../../components/ui/error-note';
import { TextField } from '../../components/ui/field';
import { formatDateTime } from '../../lib/format';
import { useSessionStore } from '../../lib/session-store';
import { finishEnrolment } from './session-queries';

/**
 * First sign-in: scan the new secret (or type it), then prove it with its first code. The secret is shown
 * only here; the ticket expires after a few minutes and the operator starts again from the password.
 */
export function EnrolmentStep({
  ticket,
  onRestart,
}: {
  ticket: TOperatorEnrolmentTicket;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const signIn = useSessionStore((s) => s.signIn);
  const [code, setCode] = useState('');
  const finish = useMutation({
    mutationFn: () => finishEnrolment({ ticket: ticket.ticket, totpCode: code }),
    onSuccess: (session) => signIn(session.token, session.operator),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    finish.mutate();
  }
  const isExpired = finish.error && 'code' in finish.error && finish.error.code === 'TOTP_ENROLMENT_EXPIRED';
  return (
    <form onSubmit={submit} noValidate aria-labelledby="enrol-title">
      <h2 id="enrol-title">{t('enrol.title')}</h2>
      <p>{t('enrol.lead')}</p>
      <div className="enrol-qr">
        <QRCodeSVG value={ticket.otpauthUri} size={176} title={t('enrol.qrTitle')} />
      </div>
      <p>
        {t('enrol.secret')} <code data-testid="enrol-secret">{ticket.secret}</code>
      </p>
      <p className="field-hint">{t('enrol.expires', { time: formatDateTime(ticket.expiresAt) })}</p>
      <TextField
        label={t('enrol.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
      />
      <ErrorNote error={finish.error} />
      <div className="form-actions">
        {isExpired ? <Button onClick={onRestart}>{t('enrol.restart')}</Button> : null}
        <Button type="submit" variant="primary" isBusy={finish.isPending}>
          {t('enrol.submit')}
        </Button>
      </div>
    </form>
  );
}
