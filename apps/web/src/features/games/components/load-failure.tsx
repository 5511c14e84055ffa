import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';

/** A list that failed to load: the translated message and a retry. */
export function LoadFailure({
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
    <div className="games-failure">
      <p role="alert" data-testid={testId}>
        {t(errorMessageKey(error))}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
