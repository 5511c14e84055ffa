import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useModalStore } from '../../../lib/modal-store';
import { MyFeedbackList } from '../../feedback/components/my-feedback-list';
import { MessageList } from './message-list';
import './messages.css';

type TMessagesTab = 'messages' | 'feedback';

/** Member centre page messageV2: platform messages, and the member's feedback with its answers. */
export function MessagesPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TMessagesTab>('messages');
  const openModal = useModalStore((s) => s.openModal);
  return (
    <section
      className="centre-page"
      data-testid="centre-page-messageV2"
      aria-labelledby="centre-page-messageV2-title"
    >
      <div className="messages-page__head">
        <h3 id="centre-page-messageV2-title" className="centre-page__title">
          {title}
        </h3>
        <Button
          size="small"
          data-testid="messages-send-feedback"
          onClick={() => openModal({ name: 'feedback' })}
        >
          {t('feedback')}
        </Button>
      </div>
      <Tabs
        label={title}
        tabs={[
          { id: 'messages', label: t('messages_tab_messages') },
          { id: 'feedback', label: t('messages_tab_feedback') },
        ]}
        selectedId={tab}
        onSelect={(id) => setTab(id as TMessagesTab)}
        testIdPrefix="messages-tab-"
      />
      {tab === 'messages' ? <MessageList /> : <MyFeedbackList />}
    </section>
  );
}
