import { zodResolver } from '@hookform/resolvers/zod';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIME_TYPES,
  ZKycDocumentKind,
} from '@kirin/contracts';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { SelectField } from '../../wallet/components/select-field';
import { useUploadKycDocument } from '../api/upload-kyc-document';
import { SuccessNote } from './success-note';

/** What the file picker offers; the server checks the content whatever the name says. */
const ACCEPT = [...KYC_DOCUMENT_MIME_TYPES, '.png', '.jpg', '.jpeg', '.pdf'].join(',');
const ALLOWED_TYPES: readonly string[] = KYC_DOCUMENT_MIME_TYPES;

const ZUploadForm = z.object({
  kind: ZKycDocumentKind.or(z.literal('')).refine((kind) => kind !== '', 'kyc_kind_rule'),
  files: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList)
    .refine((files) => files.length === 1, 'kyc_file_required')
    .refine((files) => !files[0] || ALLOWED_TYPES.includes(files[0].type), 'kyc_document_type_not_allowed')
    .refine((files) => !files[0] || files[0].size <= KYC_DOCUMENT_MAX_BYTES, 'file_too_large'),
});
type TUploadForm = z.input<typeof ZUploadForm>;

/** One document at a time: its kind, then the file (png, jpg or pdf, 5 MB at most, checked here too). */
export function KycUploadForm() {
  const { t } = useTranslation();
  const upload = useUploadKycDocument();
  const [isSent, setIsSent] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<TUploadForm>({
    resolver: zodResolver(ZUploadForm),
    defaultValues: { kind: '' },
  });
  const { errors } = formState;

  const send = handleSubmit(async (values) => {
    setIsSent(false);
    const kind = ZKycDocumentKind.parse(values.kind);
    const file = (values.files as FileList)[0]!;
    try {
      await upload.mutateAsync({ kind, file });
      reset({ kind: '' });
      setIsSent(true);
    } catch (error) {
      applyFormError(error, setError, ['kind'], {
        FILE_TOO_LARGE: 'files',
        KYC_DOCUMENT_TYPE_NOT_ALLOWED: 'files',
      });
    }
  });

  return (
    <form className="account-form security-form kyc-upload" onSubmit={send} noValidate>
      <SelectField
        label={t('kyc_kind')}
        registration={register('kind')}
        message={errors.kind?.message}
        testId="kyc-kind"
      >
        <option value="">{t('security_choose')}</option>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kyc_kind_${kind}`)}
          </option>
        ))}
      </SelectField>
      <FileField message={errors.files?.message} registration={register('files')} />
      <AccountFormError messageKey={errors.root?.server?.message} testId="kyc-upload-error" />
      {isSent && <SuccessNote messageKey="kyc_uploaded" />}
      <Button type="submit" disabled={formState.isSubmitting} data-testid="kyc-upload">
        {t('kyc_upload')}
      </Button>
    </form>
  );
}

type TFileFieldProps = { message?: string; registration: UseFormRegisterReturn };

function FileField({ message, registration }: TFileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={inputId}>
        {t('kyc_file')}
      </label>
      <input
        id={inputId}
        className="account-field__input kyc-upload__file"
        type="file"
        accept={ACCEPT}
        data-testid="kyc-file"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...registration}
      />
      <p className="account-form__hint">{t('kyc_file_hint')}</p>
      {message && (
        <p id={errorId} className="account-field__error" role="alert">
          {t(message)}
        </p>
      )}
    </div>
  );
}
