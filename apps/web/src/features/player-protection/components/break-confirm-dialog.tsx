import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { startBreak, type TBreakChoice } from '../api/exclusions';
import { expectedBreakEnd, useFormatLocalTime } from '../protection-format';
import { useEndSessionLocally } from '../use-end-session';

const ZPasswordForm = z.object({ password: z.string().min(1, 'login_password_required').max(128) });
type TPasswordForm = z.infer<typeof ZPasswordForm>;

/**
 * States what a break does before it starts (logged out now, login refused until the end, balance still
 * withdrawable, no marketing, no way back before the end) and takes the password; on success the member is
 * logged out here and told until when.
 */
export function BreakConfirmDialog({ choice, onClose }: { choice: TBreakChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatLocalTime();
  const endSession = useEndSessionLocally();
  const { register, handleSubmit, setError, formState } = useForm<TPasswordForm>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { password: '' },
  });
  const end = expectedBreakEnd(choice.duration, new Date());
  const isExclusion = choice.kind === 'self_exclusion';

  const submit = handleSubmit(async ({ password }) => {
    try {
      const started = await startBreak({ ...choice, password });
      // The server's end when it said one; otherwise the same calendar arithmetic as shown before confirming.
      const until =
        started.until !== undefined ? started.until : expectedBreakEnd(choice.duration, new Date());
      onClose();
      endSession({ name: 'breakStarted', kind: choice.kind, until });
    } catch (error) {
      applyFormError(error, setError, ['password']);
    }
  });

  const facts = [
    'protection_break_fact_logout',
    end === null ? 'protection_break_fact_login_indefinite' : 'protection_break_fact_login',
    'protection_break_fact_withdraw',
    'protection_break_fact_marketing',
    isExclusion
      ? end === null
        ? 'protection_break_fact_final_indefinite'
        : 'protection_break_fact_final_exclusion'
      : 'protection_break_fact_final_time_out',
  ];

  return (
    <Modal
      name="breakConfirm"
      title={t(
        isExclusion ? 'protection_self_exclusion_confirm_title' : 'protection_time_out_confirm_title',
        {
          duration: t(`protection_duration_${choice.duration}`),
        },
      )}
      onClose={onClose}
      size="small"
      isCoverDisabled
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <ul className="protection-facts" data-testid="break-facts">
          {facts.map((key) => (
            <li key={key}>{t(key, { date: end === null ? '' : formatTime(end) })}</li>
          ))}
        </ul>
        <AccountTextField
          label={t('protection_break_password')}
          registration={register('password')}
          message={formState.errors.password?.message}
          testId="break-password"
          type="password"
          autoComplete="current-password"
        />
        <AccountFormError messageKey={formState.errors.root?.server?.message} testId="break-error" />
        <div className="protection-actions">
          <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" data-testid="break-confirm" disabled={formState.isSubmitting}>
            {t(isExclusion ? 'protection_self_exclusion_confirm' : 'protection_time_out_confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
