import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_CONTENT_MAX_CHARS,
  ZOpsFeedbackAnswer,
  type TOpsFeedback,
  type TOpsFeedbackAnswer,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextAreaField } from '../../../components/ui/field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useFieldErrorText } from '../../../lib/field-error';
import { answerFeedback, feedbackKey } from '../api/feedback';
import { FeedbackImage } from './feedback-image';

type TFeedbackDialogProps = {
  merchant: string;
  feedback: TOpsFeedback;
  canAnswer: boolean;
  onClose: () => void;
};

/**
 * One feedback: the member's words and images, and its answer, or the form that sends one. After answering
 * the dialog shows the feedback as the server now has it (answered), while the inbox behind it refreshes.
 */
export function FeedbackDialog({ merchant, feedback, canAnswer, onClose }: TFeedbackDialogProps) {
  const { t } = useTranslation('messages');
  const errorText = useFieldErrorText('messages');
  const queryClient = useQueryClient();
  const form = useForm<TOpsFeedbackAnswer>({
    resolver: zodResolver(ZOpsFeedbackAnswer),
    defaultValues: { answer: '' },
  });
  const answer = useMutation({
    mutationFn: (values: TOpsFeedbackAnswer) => answerFeedback(merchant, feedback.id, values.answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(merchant) }),
  });
  const shown = answer.data ?? feedback;
  const isAnswered = shown.status === 'ANSWERED';
  return (
    <Dialog
      title={t('feedback.dialogTitle', { member: shown.username, id: shown.id })}
      isOpen
      onClose={onClose}
    >
      <dl className="facts">
        <dt>{t('feedback.member')}</dt>
        <dd>{shown.username}</dd>
        <dt>{t('feedback.type')}</dt>
        <dd>{t(`feedback.types.${shown.type}`)}</dd>
        <dt>{t('feedback.createdAt')}</dt>
        <dd>{formatDateTime(shown.createdAt)}</dd>
        <dt>{t('feedback.status')}</dt>
        <dd>
          <StatusBadge label={t(`feedback.statuses.${shown.status}`)} tone={isAnswered ? 'good' : 'warn'} />
        </dd>
      </dl>
      <h3 className="feedback-heading">{t('feedback.content')}</h3>
      <p className="feedback-text">{shown.content}</p>
      {shown.imagePositions.length > 0 ? (
        <div className="feedback-images">
          {shown.imagePositions.map((position) => (
            <FeedbackImage key={position} merchant={merchant} feedbackId={shown.id} position={position} />
          ))}
        </div>
      ) : null}
      {isAnswered ? (
        <>
          <h3 className="feedback-heading">
            {t('feedback.answer')} · {formatDateTime(shown.answeredAt)}
          </h3>
          <p className="feedback-text">{shown.answer}</p>
          {answer.isSuccess ? (
            <p className="note" role="status">
              {t('feedback.answerSent')}
            </p>
          ) : null}
        </>
      ) : canAnswer ? (
        <form onSubmit={form.handleSubmit((values) => answer.mutate(values))} noValidate>
          <TextAreaField
            label={t('feedback.answerLabel')}
            hint={t('feedback.answerHint')}
            rows={5}
            maxLength={MESSAGE_CONTENT_MAX_CHARS}
            error={errorText(form.formState.errors.answer)}
            {...form.register('answer')}
          />
          <ErrorNote error={answer.error} />
          <div className="form-actions">
            <Button onClick={onClose}>{t('console:cancel')}</Button>
            <Button type="submit" variant="primary" isBusy={answer.isPending}>
              {t('feedback.sendAnswer')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
