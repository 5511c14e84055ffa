import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGES } from '@kirin/contracts';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Why picked files were refused before upload (the server checks their content again). */
export function imagePickError(current: File[], picked: File[]): string | null {
  if (current.length + picked.length > FEEDBACK_MAX_IMAGES) return 'too_many_files';
  if (picked.some((file) => !(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)))
    return 'file_type_not_allowed';
  if (picked.some((file) => file.size > FEEDBACK_IMAGE_MAX_BYTES)) return 'file_too_large';
  return null;
}

type TFeedbackImagesProps = {
  images: File[];
  onChange: (images: File[]) => void;
  onRefused: (messageKey: string | null) => void;
  error?: string | null;
};

/** Up to three png or jpg images, each shown as a preview with a remove button. */
export function FeedbackImages({ images, onChange, onRefused, error }: TFeedbackImagesProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refusal = imagePickError(images, picked);
    onRefused(refusal);
    if (!refusal) onChange([...images, ...picked]);
  };

  return (
    <div className="account-field feedback-images">
      <label className="account-field__label" htmlFor={inputId}>
        {t('feedback_images', { max: FEEDBACK_MAX_IMAGES })}
      </label>
      <ul className="feedback-images__list">
        {images.map((file, index) => (
          <li key={`${file.name}-${index}`} className="feedback-images__item" data-testid="feedback-image">
            <img src={previews[index]} alt={file.name} className="feedback-images__preview" />
            <Button
              variant="ghost"
              size="small"
              aria-label={t('feedback_image_remove', { name: file.name })}
              data-testid={`feedback-image-remove-${index}`}
              onClick={() => {
                onRefused(null);
                onChange(images.filter((_, i) => i !== index));
              }}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        type="file"
        accept={FEEDBACK_IMAGE_TYPES.join(',')}
        multiple
        data-testid="feedback-images-input"
        disabled={images.length >= FEEDBACK_MAX_IMAGES}
        onChange={pick}
      />
      <p className="account-form__hint">{t('feedback_images_hint')}</p>
      {error && (
        <p className="account-field__error" role="alert" data-testid="feedback-images-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
