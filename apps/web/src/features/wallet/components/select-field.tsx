import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  testId: string;
  /** A translation key. */
  message?: string;
  children: ReactNode;
};

/** A labelled select in the style of the account forms, with its error below. */
export function SelectField({
  label,
  registration,
  testId,
  message,
  children,
  ...select
}: TSelectFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="account-field__input"
        data-testid={testId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...select}
        {...registration}
      >
        {children}
      </select>
      {message && (
        <p id={errorId} className="account-field__error" role="alert">
          {t(message)}
        </p>
      )}
    </div>
  );
}
