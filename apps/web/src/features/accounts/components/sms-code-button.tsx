import { SMS_THROTTLE_MS } from '@kirin/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import './account-controls.css';

const SECONDS_PER_MINUTE = 60;
const TICK_MS = 1000;

type TSmsCodeButtonProps = {
  /**
   * Requests the code: resolves to the answer's expiredMinutes, or null when nothing was sent (e.g. the
   * number did not pass its rule). A rejection is shown in a warning dialog (spec section 8).
   */
  onSend: () => Promise<number | null>;
  /** Sees a failure first, e.g. to show the captcha on the captcha marker. */
  onError?: (error: unknown) => void;
  testId?: string;
};

/**
 * Sends an SMS code, then stays disabled for expiredMinutes × 60 s with the seconds left on it. Requests
 * are at most one per SMS_THROTTLE_MS even when the button is enabled again after a failure.
 */
export function SmsCodeButton({ onSend, onError, testId = 'login-sms-send' }: TSmsCodeButtonProps) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const lastRequestAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const now = Date.now();
    const previousRequestAt = lastRequestAt.current;
    if (now - previousRequestAt < SMS_THROTTLE_MS) return;
    lastRequestAt.current = now;
    setIsSending(true);
    try {
      const expiredMinutes = await onSend();
      // Nothing was requested (the number failed its rule): a corrected number may go at once.
      if (expiredMinutes === null) lastRequestAt.current = previousRequestAt;
      else setSecondsLeft(expiredMinutes * SECONDS_PER_MINUTE);
    } catch (error) {
      onError?.(error);
      openModal({ name: 'warning', messageKey: errorMessageKey(error) });
    } finally {
      setIsSending(false);
    }
  };

  const isCounting = secondsLeft > 0;
  return (
    <Button
      variant="secondary"
      className="sms-code-button"
      data-testid={testId}
      disabled={isCounting || isSending}
      onClick={() => void send()}
    >
      {isCounting ? t('sms_resend_in', { seconds: secondsLeft }) : t('sms_send_code')}
    </Button>
  );
}
