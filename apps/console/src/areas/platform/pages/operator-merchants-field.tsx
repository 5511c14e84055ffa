import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';

type TOperatorMerchantsFieldProps = {
  /** null: every merchant, present and future. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  /** The merchants the signed-in owner can see (an owner of every merchant sees them all). */
  codes: readonly string[];
  error?: string;
};

/** Which merchants an operator may act on: every merchant, or the ones ticked. */
export function OperatorMerchantsField({ value, onChange, codes, error }: TOperatorMerchantsFieldProps) {
  const { t } = useTranslation('platform');
  const chosen = new Set(value ?? []);
  return (
    <fieldset className="form-section">
      <legend>{t('operators.merchants')}</legend>
      <CheckboxField
        label={t('operators.everyMerchant')}
        hint={t('operators.everyMerchantHint')}
        checked={value === null}
        onChange={(event) => onChange(event.target.checked ? null : [])}
      />
      {value === null ? null : (
        <div className="choice-group" role="group" aria-label={t('operators.chosenMerchants')}>
          {codes.map((code) => (
            <CheckboxField
              key={code}
              label={code}
              checked={chosen.has(code)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, code] : value.filter((c) => c !== code))
              }
            />
          ))}
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
