import { useTranslation } from 'react-i18next';

/** A short confirmation after a change was saved, from its translation key. */
export function SuccessNote({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <p className="security-card__success" role="status">
      {t(messageKey)}
    </p>
  );
}
