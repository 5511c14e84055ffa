import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import '../../../styles/content.css';

type TRichBodyFieldProps<TForm extends FieldValues, TBody extends FieldValues> = {
  control: Control<TForm, unknown, TBody>;
  name: Path<TForm>;
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A rich-text body bound to a form field: the editor's HTML is the field's value and goes to the route as it
 * is (the server sanitises it). The editor is named by its label for assistive technology.
 */
export function RichBodyField<TForm extends FieldValues, TBody extends FieldValues>({
  control,
  name,
  label,
  error,
  hint,
}: TRichBodyFieldProps<TForm, TBody>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            label={label}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
          />
        )}
      />
      {error ? (
        <p className="field-error" id={messageId} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint" id={messageId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
