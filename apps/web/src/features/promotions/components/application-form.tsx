import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_MAX_IMAGES,
  PROMOTION_REMARK_MAX_CHARS,
} from '@kirin/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';
import { applyForPromotion, usePromotionAction } from '../api/act-on-promotion';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The first check is here for a quick answer; the server checks each image again by its bytes. */
function imageProblem(files: File[]): string | null {
  if (files.length > PROMOTION_MAX_IMAGES) return 'promo_images_too_many';
  if (files.some((f) => !IMAGE_TYPES.includes(f.type))) return 'promo_images_type';
  if (files.some((f) => f.size > PROMOTION_IMAGE_MAX_BYTES)) return 'promo_images_size';
  return null;
}

/** APPLY: a remark (≤ 140) and up to 3 png/jpg images of 5 MB, reviewed by an operator. */
export function ApplicationForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const remarkId = useId();
  const imagesId = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = usePromotionAction(applyForPromotion);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = remark.length > PROMOTION_REMARK_MAX_CHARS ? 'promo_remark_too_long' : imageProblem(images);
    setProblem(found);
    if (found) return;
    try {
      await apply.run({ id: promotionId, remark, images });
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <form className="promo-apply" onSubmit={submit} noValidate data-testid="promo-apply-form">
      <label className="account-field__label" htmlFor={remarkId}>
        {t('promo_remark')}
      </label>
      <textarea
        id={remarkId}
        className="account-field__input promo-apply__remark"
        data-testid="promo-remark"
        maxLength={PROMOTION_REMARK_MAX_CHARS}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
      <span className="promo-apply__count">
        {remark.length}/{PROMOTION_REMARK_MAX_CHARS}
      </span>
      <label className="account-field__label" htmlFor={imagesId}>
        {t('promo_images', { count: PROMOTION_MAX_IMAGES })}
      </label>
      <input
        id={imagesId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        data-testid="promo-images"
        onChange={(e) => setImages(Array.from(e.target.files ?? []))}
      />
      {problem && (
        <p className="account-form__error" role="alert" data-testid="promo-apply-error">
          {t(problem)}
        </p>
      )}
      <Button type="submit" disabled={apply.isPending} data-testid="promo-apply-submit">
        {t('promo_action_APPLY')}
      </Button>
    </form>
  );
}
