import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES, type TSessionSettings } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { QueryFailure } from '../../wallet/components/query-failure';
import { SelectField } from '../../wallet/components/select-field';
import { WalletCard } from '../../wallet/components/wallet-page';
import { useSessionSettings, useUpdateSessionSettings } from '../api/session-settings';

// Select values are text; '' is "off".
type TSettingsForm = { realityCheckMinutes: string; sessionLimitMinutes: string };

const toText = (minutes: number | null) => (minutes === null ? '' : String(minutes));
const toMinutes = (text: string) => (text === '' ? null : Number(text));

/** Reality checks (how often the site stops to show time and money) and the session limit (logs out). */
export function SessionSettingsSection() {
  const { t } = useTranslation();
  const settings = useSessionSettings();
  return (
    <WalletCard title={t('protection_session_title')} testId="protection-session">
      <p className="protection-note">{t('protection_session_intro')}</p>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <QueryFailure
          error={settings.error}
          onRetry={() => void settings.refetch()}
          testId="protection-session-error"
        />
      )}
      {settings.isSuccess && <SessionSettingsForm settings={settings.data} />}
    </WalletCard>
  );
}

function SessionSettingsForm({ settings }: { settings: TSessionSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSessionSettings();
  const [isSaved, setIsSaved] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<TSettingsForm>({
    defaultValues: {
      realityCheckMinutes: toText(settings.realityCheckMinutes),
      sessionLimitMinutes: toText(settings.sessionLimitMinutes),
    },
  });
  const submit = handleSubmit(async (values) => {
    setIsSaved(false);
    try {
      await update.mutateAsync({
        realityCheckMinutes: toMinutes(values.realityCheckMinutes),
        sessionLimitMinutes: toMinutes(values.sessionLimitMinutes),
      });
      setIsSaved(true);
    } catch (error) {
      applyFormError(error, setError, ['realityCheckMinutes', 'sessionLimitMinutes']);
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('protection_reality_check_label')}
        registration={register('realityCheckMinutes')}
        message={formState.errors.realityCheckMinutes?.message}
        testId="protection-reality-check"
      >
        <option value="">{t('protection_off')}</option>
        {REALITY_CHECK_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('protection_every_minutes', { minutes })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('protection_session_limit_label')}
        registration={register('sessionLimitMinutes')}
        message={formState.errors.sessionLimitMinutes?.message}
        testId="protection-session-limit"
      >
        <option value="">{t('protection_off')}</option>
        {SESSION_LIMIT_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes % 60 === 0
              ? t('protection_hours', { hours: minutes / 60 })
              : t('protection_minutes', { minutes })}
          </option>
        ))}
      </SelectField>
      <p className="protection-note">{t('protection_session_limit_hint')}</p>
      <AccountFormError
        messageKey={formState.errors.root?.server?.message}
        testId="protection-session-form-error"
      />
      {isSaved && (
        <p className="account-form__success" role="status" data-testid="protection-session-saved">
          {t('protection_session_saved')}
        </p>
      )}
      <Button
        type="submit"
        size="small"
        data-testid="protection-session-save"
        disabled={formState.isSubmitting}
      >
        {t('protection_save')}
      </Button>
    </form>
  );
}
