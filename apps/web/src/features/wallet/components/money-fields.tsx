import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountTextField } from '../../accounts/components/account-text-field';

type TMoneyFieldProps = { registration: UseFormRegisterReturn; message?: string; testId: string };

/** An amount in display units ("1,234.56"); the form turns it into minor units with parseAmountToMinor. */
export function AmountField({ registration, message, testId }: TMoneyFieldProps) {
  const { t } = useTranslation();
  return (
    <AccountTextField
      label={t('wallet_amount')}
      registration={registration}
      message={message}
      testId={testId}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
    />
  );
}

/** The six-digit payment password a withdrawal or line transfer re-enters; never autofilled. */
export function PaymentPasswordField({ registration, message, testId }: TMoneyFieldProps) {
  const { t } = useTranslation();
  return (
    <AccountTextField
      label={t('wallet_payment_password')}
      registration={registration}
      message={message}
      testId={testId}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}

/** The success line a money form shows once the server said yes. */
export function MoneyFormDone({
  isDone,
  messageKey,
  testId,
}: {
  isDone: boolean;
  messageKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!isDone) return null;
  return (
    <p className="account-form__success" role="status" data-testid={testId}>
      {t(messageKey)}
    </p>
  );
}
