import type { TRegisterRule } from '@kirin/contracts';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../register-validation';
import './account-form.css';

type TAccountTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  testId: string;
  /** The form error: a translation key, maybe with packed bounds; translated at render time. */
  message?: string;
  /** The field's merchant rule: fills (min) and (max) of a bare `reg_pattern_{id}` from the server. */
  rule?: TRegisterRule;
  /** A control beside the input, e.g. the send-code button. */
  addon?: ReactNode;
};

/** A labelled input of the account forms, with its error below. */
export function AccountTextField({
  label,
  registration,
  testId,
  message,
  rule,
  addon,
  ...input
}: TAccountTextFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="account-field__row">
        <input
          id={inputId}
          className="account-field__input"
          data-testid={testId}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...input}
          {...registration}
        />
        {addon}
      </div>
      {message && (
        <p id={errorId} className="account-field__error" role="alert">
          {translateFieldMessage(t, message, rule)}
        </p>
      )}
    </div>
  );
}

/** The error of a whole form (a failed call), translated at render time. */
export function AccountFormError({ messageKey, testId }: { messageKey?: string; testId: string }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p className="account-form__error" role="alert" data-testid={testId}>
      {t(messageKey)}
    </p>
  );
}
