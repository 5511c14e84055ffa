import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_CONTENT_MIN_CHARS,
  FEEDBACK_TYPES,
  ZFeedbackFields,
  type TFeedbackFields,
} from '@kirin/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { translateFieldMessage } from '../../accounts/register-validation';
import type { TFeedbackSubmission } from '../api/send-feedback';
import { FeedbackImages } from './feedback-images';
import './feedback.css';

/** Upload refusals the server names: shown under the images rather than as the form's message. */
const IMAGE_CODES = ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'TOO_MANY_FILES'];

/** A field message key, with the feedback bounds filled in. */
function fieldMessage(t: ReturnType<typeof useTranslation>['t'], key: string): string {
  if (key === 'feedback_length')
    return translateFieldMessage(t, `${key}|${FEEDBACK_CONTENT_MIN_CHARS}|${FEEDBACK_CONTENT_MAX_CHARS}`);
  return t(key);
}

/** The feedback form: type, content (1–140 with a counter) and up to three images. */
export function FeedbackForm({ onSubmit }: { onSubmit: (submission: TFeedbackSubmission) => Promise<void> }) {
  const { t } = useTranslation();
  const typeId = useId();
  const contentId = useId();
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<TFeedbackFields>({
    resolver: zodResolver(ZFeedbackFields),
    defaultValues: { type: 'SUGGESTION', content: '' },
  });
  const { errors } = formState;
  const length = [...watch('content')].length;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, images });
    } catch (error) {
      if (isApiError(error) && IMAGE_CODES.includes(error.code)) setImageError(error.messageKey);
      else applyFormError(error, setError, ['type', 'content']);
    }
  });

  return (
    <form className="account-form feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <div className="account-field">
        <label className="account-field__label" htmlFor={typeId}>
          {t('feedback_type')}
        </label>
        <select
          id={typeId}
          className="account-field__input"
          data-testid="feedback-type"
          {...register('type')}
        >
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback_type_${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label className="account-field__label" htmlFor={contentId}>
          {t('feedback_content')}
        </label>
        <textarea
          id={contentId}
          className="account-field__input feedback-form__content"
          data-testid="feedback-content"
          rows={4}
          maxLength={FEEDBACK_CONTENT_MAX_CHARS}
          aria-invalid={errors.content ? true : undefined}
          {...register('content')}
        />
        <p className="feedback-form__counter" data-testid="feedback-counter" aria-live="polite">
          {length}/{FEEDBACK_CONTENT_MAX_CHARS}
        </p>
        {errors.content?.message && (
          <p className="account-field__error" role="alert" data-testid="feedback-content-error">
            {fieldMessage(t, errors.content.message)}
          </p>
        )}
      </div>
      <FeedbackImages images={images} onChange={setImages} onRefused={setImageError} error={imageError} />
      <AccountFormError messageKey={errors.root?.server?.message} testId="feedback-error" />
      <Button type="submit" data-testid="feedback-submit" disabled={formState.isSubmitting}>
        {t('feedback_submit')}
      </Button>
    </form>
  );
}
