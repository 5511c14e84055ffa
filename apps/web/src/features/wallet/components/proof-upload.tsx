import { PROOF_MAX_BYTES, PROOF_MIME_TYPES } from '@kirin/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';

/** Why the server would refuse `file` (same message keys), checked before sending 5 MB for nothing. */
export function proofFileFailure(file: File | undefined): string | null {
  if (!file) return 'wallet_proof_required';
  if (!(PROOF_MIME_TYPES as readonly string[]).includes(file.type)) return 'file_type_not_allowed';
  if (file.size > PROOF_MAX_BYTES) return 'file_too_large';
  return null;
}

type TProofUploadProps = {
  /** Test ids `{prefix}-file`, `{prefix}-submit`, `{prefix}-error`. */
  testIdPrefix: string;
  label: string;
  submitLabel: string;
  onUpload: (file: File) => Promise<unknown>;
};

/** A proof image (png or jpg, at most 5 MB) picked and sent; the server checks the content again. */
export function ProofUpload({ testIdPrefix, label, submitLabel, onUpload }: TProofUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = proofFileFailure(file);
    setFailure(refused);
    if (refused || !file) return;
    setIsSending(true);
    try {
      await onUpload(file);
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="account-form wallet-proof" onSubmit={(event) => void submit(event)} noValidate>
      <div className="account-field">
        <label className="account-field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PROOF_MIME_TYPES.join(',')}
          className="account-field__input"
          data-testid={`${testIdPrefix}-file`}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFailure(null);
          }}
        />
        <p className="account-form__hint">{t('wallet_proof_hint')}</p>
      </div>
      {failure && (
        <p className="account-form__error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {t(failure)}
        </p>
      )}
      <Button type="submit" data-testid={`${testIdPrefix}-submit`} disabled={isSending}>
        {submitLabel}
      </Button>
    </form>
  );
}
