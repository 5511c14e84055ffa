import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../components/ui/error-note';
import { fetchFeedbackImage } from '../api/feedback';

type TFeedbackImageProps = { merchant: string; feedbackId: string; position: number };

/** One image the member attached: fetched with the operator's token, shown from a blob URL, opens full size. */
export function FeedbackImage({ merchant, feedbackId, position }: TFeedbackImageProps) {
  const { t } = useTranslation('messages');
  const image = useQuery({
    queryKey: ['messages', merchant, 'feedback-image', feedbackId, position],
    queryFn: () => fetchFeedbackImage(merchant, feedbackId, position),
    staleTime: Infinity,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (image.error) return <ErrorNote error={image.error} />;
  if (!url) return <p className="loading">{t('feedback.imageLoading')}</p>;
  const alt = t('feedback.image', { position });
  return (
    <a href={url} target="_blank" rel="noreferrer" className="feedback-image">
      <img src={url} alt={alt} />
    </a>
  );
}
