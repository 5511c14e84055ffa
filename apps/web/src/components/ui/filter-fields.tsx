import { useId } from 'react';

type TFieldProps = { label: string; testId: string };

/** A labelled select of a filter form; `allLabel` adds the first option, '' (no filter). */
export function SelectField<T extends string>({
  label,
  testId,
  value,
  onChange,
  options,
  allLabel,
}: TFieldProps & {
  value: T | '';
  onChange: (value: T | '') => void;
  options: readonly { value: T; label: string }[];
  allLabel?: string;
}) {
  const id = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="account-field__input"
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled day input (yyyy-MM-dd) of a filter form; '' when cleared. `min`/`max` bound the picker only. */
export function DayField({
  label,
  testId,
  value,
  onChange,
  min,
  max,
}: TFieldProps & { value: string; onChange: (value: string) => void; min?: string; max?: string }) {
  const id = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="account-field__input"
        data-testid={testId}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
