import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { minorUnitsToInput, parseMinorUnits } from '../../lib/minor-units-input';
import { TextField } from './field';

type TAmountFieldProps<TForm extends FieldValues> = {
  control: Control<TForm>;
  name: FieldPath<TForm>;
  label: string;
  /** A message key (fieldErrorKey). */
  error?: string;
  hint?: ReactNode;
  /** What an empty field holds: undefined (required amounts) or null (optional limits). */
  emptyValue?: null | undefined;
};

/**
 * A money input for react-hook-form: the operator types "1,500.50", the form holds integer minor units
 * (150050), NaN while the text is not an amount, so the contracts schema answers for it.
 */
export function AmountField<TForm extends FieldValues>(props: TAmountFieldProps<TForm>) {
  const { field } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState(() =>
    typeof field.value === 'number' && Number.isFinite(field.value) ? minorUnitsToInput(field.value) : '',
  );
  return (
    <TextField
      label={props.label}
      inputMode="decimal"
      autoComplete="off"
      error={props.error}
      hint={props.hint}
      name={field.name}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value.trim() === '' ? props.emptyValue : parseMinorUnits(event.target.value),
        );
      }}
    />
  );
}
