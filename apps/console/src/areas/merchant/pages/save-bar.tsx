import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';

type TSaveBarProps = {
  mutation: { error: unknown; isPending: boolean; isSuccess: boolean };
  isDirty: boolean;
  /** The form failed its schema: the fields say where. */
  hasErrors?: boolean;
};

/** The end of a configuration form: the server's refusal, a saved note, and the save button. */
export function SaveBar({ mutation, isDirty, hasErrors }: TSaveBarProps) {
  const { t } = useTranslation('merchant');
  return (
    <>
      {hasErrors ? (
        <p className="note note-error" role="alert">
          {t('form.fixErrors')}
        </p>
      ) : null}
      <ErrorNote error={mutation.error} />
      {mutation.isSuccess && !isDirty ? (
        <p className="note" role="status">
          {t('form.saved')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={mutation.isPending}>
          {t('console:save')}
        </Button>
      </div>
    </>
  );
}
