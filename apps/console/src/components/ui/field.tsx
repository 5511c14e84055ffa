import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';

type TFieldFrameProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (id: string, describedBy?: string) => ReactNode;
};

/** A labelled control with its error (a message key, translated here) and hint. */
export function FieldFrame({ label, error, hint, children }: TFieldFrameProps) {
  const id = useId();
  const { t } = useTranslation();
  const messageId = error || hint ? `${id}-message` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id, messageId)}
      {error ? (
        <p className="field-error" id={messageId} role="alert">
          {t([`errors:${error}`, `console:validation.${error}`, error])}
        </p>
      ) : hint ? (
        <p className="field-hint" id={messageId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TTextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, ...input }: TTextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

type TTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, ...textarea }: TTextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type TSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ label, error, options, ...select }: TSelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(id, describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
