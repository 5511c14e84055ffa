import { LANGUAGES } from '@kirin/contracts';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';

/**
 * The site languages content is written in, by name. A stored language outside the list (the routes take any
 * two letters) is kept as an option, so editing the item does not move it to another language.
 */
export function useLanguageOptions(current?: string) {
  const { t } = useTranslation('content');
  const languages: readonly string[] = LANGUAGES;
  const codes = current && !languages.includes(current) ? [...languages, current] : languages;
  return codes.map((language) => ({
    value: language,
    label: t([`languages.${language}`, 'languages.other'], { code: language }),
  }));
}

type TLanguageFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { error?: string; current?: string };

export function LanguageField({ current, ...props }: TLanguageFieldProps) {
  const { t } = useTranslation('content');
  return <SelectField label={t('fields.language')} options={useLanguageOptions(current)} {...props} />;
}
