import { useState } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';

type TLinesFieldProps<TForm extends FieldValues, TOutput extends FieldValues> = {
  control: Control<TForm, unknown, TOutput>;
  name: FieldPathByValue<TForm, string[]>;
  label: string;
  hint?: string;
  error?: string;
};

/** A list of strings edited as one line each; the value holds the non-blank lines, trimmed. */
export function LinesField<TForm extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...frame
}: TLinesFieldProps<TForm, TOutput>) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join('\n'));
  return (
    <TextAreaField
      {...frame}
      rows={Math.max(3, text.split('\n').length + 1)}
      name={field.name}
      onBlur={field.onBlur}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
    />
  );
}
