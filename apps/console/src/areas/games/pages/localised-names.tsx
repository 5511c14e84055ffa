import { ZLocalisedText } from '@kirin/contracts';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';

/** The languages the console edits; a name's other languages are kept as they are. */
const EDITED_LANGUAGES = ['TW', 'EN'] as const;

/** ZLocalisedText with the languages left blank dropped first, so an empty EN means "no English name". */
export const ZEditedNames = z
  .record(z.string(), z.string())
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, text]) => text.trim() !== '')))
  .pipe(ZLocalisedText);

/** A name per language (TW required: every other language falls back to it). */
export function LocalisedNameFields<TForm extends FieldValues>({
  name,
  register,
  errors,
  label,
}: {
  name: Path<TForm>;
  register: UseFormRegister<TForm>;
  errors: FieldErrors<TForm>;
  label: string;
}) {
  const { t } = useTranslation('games');
  const errorText = useFieldErrorText('games');
  const fieldErrors = errors[name] as
    ({ message?: string; type?: string } & Record<string, { message?: string; type?: string }>) | undefined;
  return (
    <>
      {EDITED_LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={`${label} (${t(`languages.${language}`)})`}
          maxLength={100}
          error={errorText(fieldErrors?.[language] ?? (language === 'TW' ? fieldErrors : undefined))}
          {...register(`${name}.${language}` as Path<TForm>)}
        />
      ))}
    </>
  );
}
