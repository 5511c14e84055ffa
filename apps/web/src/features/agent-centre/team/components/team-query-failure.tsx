import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { errorMessageKey } from '../../../../lib/api-error';

/** A team call that failed to load: its message from the envelope and a retry. */
export function TeamQueryFailure({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="account-form__error" role="alert" data-testid={testId}>
        {t(errorMessageKey(error))}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
