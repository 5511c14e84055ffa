import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useModalStore } from '../../../lib/modal-store';
import { useSendFeedback } from '../api/send-feedback';
import { FeedbackForm } from './feedback-form';

/** The feedback form modal (spec section 2); once sent, it says so and leads to the member's feedback. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const openModal = useModalStore((s) => s.openModal);
  const [isSent, setIsSent] = useState(false);

  return (
    <Modal name="feedback" title={t('feedback')} onClose={onClose}>
      {isSent ? (
        <div className="feedback-sent" data-testid="feedback-sent">
          <p>{t('feedback_sent')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              openModal({ name: 'memberCentre', page: 'messageV2' });
            }}
          >
            {t('feedback_view_mine')}
          </Button>
        </div>
      ) : (
        <FeedbackForm
          onSubmit={async (submission) => {
            await send.mutateAsync(submission);
            setIsSent(true);
          }}
        />
      )}
    </Modal>
  );
}
