import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Button } from '../../../components/ui/button';

/** The configuration could not load (network, server): say why and offer a retry. */
export function BootErrorPage({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-screen" data-testid="status-error">
      <div className="status-screen__card" role="alert">
        <span className="status-screen__icon">
          <Icon name="warning" size={34} />
        </span>
        <h1 className="status-screen__title">{t(messageKey)}</h1>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </div>
    </main>
  );
}
