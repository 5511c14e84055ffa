import { zodResolver } from '@hookform/resolvers/zod';
import type { TIpVerificationMethod, TLoginChallenge } from '@kirin/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessageKey } from '../../../lib/api-error';
import { FORM_ERROR } from '../apply-form-error';
import { encodeFailure } from '../register-validation';
import { AccountFormError, AccountTextField } from './account-text-field';

/** The longest answer the login call takes (ZLoginRequest verification.answer). */
const ANSWER_MAX_CHARS = 128;
const ZVerificationForm = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'verification_answer_required')
    .max(ANSWER_MAX_CHARS, encodeFailure({ key: 'text_too_long', max: ANSWER_MAX_CHARS })),
});
type TVerificationForm = z.infer<typeof ZVerificationForm>;

/** The instructions key of each way to prove a login. */
const INSTRUCTIONS: Record<TIpVerificationMethod, string> = {
  SMS: 'verification_instructions_sms',
  EMAIL: 'verification_instructions_email',
  BANK_ACCOUNT_NAME: 'verification_instructions_bank',
  TOTP: 'verification_instructions_totp',
};

type TLoginVerificationModalProps = {
  challenge: TLoginChallenge;
  reason: 'TWO_FACTOR' | 'NEW_IP';
  /** Sends the login again with the answer; rejects (e.g. VERIFICATION_FAILED) to keep the modal open. */
  onVerified: (answer: string) => Promise<void>;
  onClose: () => void;
};

/**
 * A login challenge (two-factor or an unregistered IP): "please complete verification first", what to
 * enter for the merchant's method, and the answer. The login that follows closes it.
 */
export function LoginVerificationModal({
  challenge,
  reason,
  onVerified,
  onClose,
}: TLoginVerificationModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<TVerificationForm>({
    resolver: zodResolver(ZVerificationForm),
    defaultValues: { answer: '' },
  });
  const isCode = challenge.method !== 'BANK_ACCOUNT_NAME';

  const submit = handleSubmit(async ({ answer }) => {
    try {
      await onVerified(answer);
    } catch (error) {
      setError(FORM_ERROR as 'root.server', { type: 'server', message: errorMessageKey(error) });
    }
  });

  return (
    <Modal
      name="loginVerification"
      title={t('verification_title')}
      onClose={onClose}
      size="small"
      isCoverDisabled
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <p className="account-form__hint" data-testid="verification-notice">
          <strong>{t('complete_verification_first')}</strong>{' '}
          {t(reason === 'TWO_FACTOR' ? 'verification_reason_two_factor' : 'verification_reason_new_ip')}
        </p>
        <p className="account-form__hint" data-testid="verification-instructions">
          {t(INSTRUCTIONS[challenge.method], { destination: challenge.destination })}
        </p>
        <AccountTextField
          label={t('verification_answer')}
          registration={register('answer')}
          testId="verification-answer"
          message={formState.errors.answer?.message}
          autoComplete={isCode ? 'one-time-code' : 'off'}
          inputMode={isCode ? 'numeric' : 'text'}
        />
        <AccountFormError messageKey={formState.errors.root?.server?.message} testId="verification-error" />
        <Button
          type="submit"
          className="account-form__submit"
          data-testid="verification-submit"
          disabled={formState.isSubmitting}
        >
          {t('verification_submit')}
        </Button>
      </form>
    </Modal>
  );
}
