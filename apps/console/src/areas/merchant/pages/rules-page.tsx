import { IP_VERIFICATION_METHODS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { formatMinorUnits } from '../../../lib/format';
import { SettingsFormPage, type TSettingsForm } from './settings-form-page';

const ACCOUNT_NUMBERS = [
  'codeExpiredMinutes',
  'smsDailyQuota',
  'passwordExpiryDays',
  'captchaAfterFailures',
  'trialBalanceMinor',
] as const;
const WALLET_NUMBERS = [
  'withdrawMinMinor',
  'withdrawMaxMinor',
  'withdrawDailyMaxMinor',
  'withdrawAutoReceiveMinutes',
  'depositExpiryMinutes',
  'lineTransferMinMinor',
  'adjustmentDualApprovalMinor',
  'kycWithdrawThresholdMinor',
] as const;

/** Fields where an empty box means "off" (0) rather than a missing number. */
const EMPTY_IS_OFF: ReadonlySet<string> = new Set(['kycWithdrawThresholdMinor']);
const emptyIsZero = (value: unknown) => (value === '' || value === null ? 0 : Number(value));

/** Amounts are typed in minor units (integers, as stored); the hint shows them as money. */
function moneyHint(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value)
    ? `= ${formatMinorUnits(value)}`
    : undefined;
}

function RuleFields({ form }: { form: TSettingsForm }) {
  const { t } = useTranslation('merchant');
  const errorText = useFieldErrorText('merchant');
  const errors = form.formState.errors;
  const accounts = form.watch('accounts');
  const wallet = form.watch('wallet');
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('rules.accounts')}</legend>
        <div className="form-grid">
          {ACCOUNT_NUMBERS.map((name) => (
            <TextField
              key={name}
              label={t(`rules.fields.${name}`)}
              type="number"
              min={0}
              step={1}
              hint={name.endsWith('Minor') ? moneyHint(accounts?.[name]) : undefined}
              error={errorText(errors.accounts?.[name])}
              {...form.register(`accounts.${name}`, { valueAsNumber: true })}
            />
          ))}
          <SelectField
            label={t('rules.fields.ipVerification')}
            options={(['NONE', ...IP_VERIFICATION_METHODS] as const).map((method) => ({
              value: method,
              label: t(`rules.ipVerification.${method}`),
            }))}
            {...form.register('accounts.ipVerification')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('rules.wallet')}</legend>
        <p className="field-hint">{t('rules.minorUnitsHint')}</p>
        <div className="form-grid">
          {WALLET_NUMBERS.map((name) => (
            <TextField
              key={name}
              label={t(`rules.fields.${name}`)}
              type="number"
              min={0}
              step={1}
              hint={
                EMPTY_IS_OFF.has(name) && !wallet?.[name]
                  ? t('rules.offHint')
                  : name.endsWith('Minor')
                    ? moneyHint(wallet?.[name])
                    : undefined
              }
              error={errorText(errors.wallet?.[name])}
              {...form.register(
                `wallet.${name}`,
                EMPTY_IS_OFF.has(name) ? { setValueAs: emptyIsZero } : { valueAsNumber: true },
              )}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** Account rules (codes, quotas, IP verification, trial balance) and the wallet's limits. */
export default function RulesPage() {
  const { t } = useTranslation('merchant');
  return (
    <SettingsFormPage title={t('rules.title')} lead={t('rules.lead')}>
      {(form) => <RuleFields form={form} />}
    </SettingsFormPage>
  );
}
