import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';

/** A failed call in words: the server's message key translated, with its field details. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key = isApiError(error) ? error.messageKey : 'unknown_error';
  const details = isApiError(error) ? Object.entries(error.details) : [];
  return (
    <div className="note note-error" role="alert">
      <p>{t([`errors:${key}`, 'errors:unknown_error'])}</p>
      {details.length > 0 ? (
        <ul>
          {details.map(([field, problem]) => (
            <li key={field}>
              <code>{field.replace(/^body\./, '')}</code>:{' '}
              {t([`errors:${problem}`, `console:validation.${problem}`, problem])}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
