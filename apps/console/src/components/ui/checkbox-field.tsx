import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type TCheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox with its label beside it (the whole line is clickable) and an optional hint below. */
export function CheckboxField({ label, hint, ...input }: TCheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
