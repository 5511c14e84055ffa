import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaField } from './field';

type TLinesFieldProps<TForm extends FieldValues> = {
  control: Control<TForm>;
  name: FieldPath<TForm>;
  label: string;
  hint?: ReactNode;
  error?: string;
};

/** A list of short values (addresses) edited one a line; the form holds the non-empty lines, trimmed. */
export function LinesField<TForm extends FieldValues>(props: TLinesFieldProps<TForm>) {
  const { field } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState(() => (Array.isArray(field.value) ? field.value.join('\n') : ''));
  return (
    <TextAreaField
      label={props.label}
      hint={props.hint}
      error={props.error}
      rows={3}
      name={field.name}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
