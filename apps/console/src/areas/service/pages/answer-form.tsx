import { zodResolver } from '@hookform/resolvers/zod';
import { LIVE_CHAT_BODY_MAX_CHARS, ZLiveChatSendRequest, type TOpsLiveChatThread } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextAreaField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { liveChatKey, sendSupportMessage, threadKey } from '../api/live-chat';

type TAnswer = z.infer<typeof ZLiveChatSendRequest>;

/** The support side's answer box: Enter sends, Shift+Enter starts a new line (as on the old support page). */
export function AnswerForm({ merchant, conversationId }: { merchant: string; conversationId: string }) {
  const { t } = useTranslation('service');
  const errorText = useFieldErrorText('service');
  const queryClient = useQueryClient();
  const form = useForm<TAnswer>({ resolver: zodResolver(ZLiveChatSendRequest), defaultValues: { body: '' } });
  const send = useMutation({
    mutationFn: (values: TAnswer) => sendSupportMessage(conversationId, values.body),
    onSuccess: (message) => {
      form.reset({ body: '' });
      // The socket brings the same message; whichever comes first is shown once.
      queryClient.setQueryData<TOpsLiveChatThread>(threadKey(merchant, conversationId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'list'] });
    },
  });
  const submit = form.handleSubmit((values) => send.mutate(values));
  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('liveChat.answer')}
        hint={t('liveChat.answerHint')}
        rows={3}
        maxLength={LIVE_CHAT_BODY_MAX_CHARS}
        error={errorText(form.formState.errors.body)}
        {...form.register('body')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <ErrorNote error={send.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={send.isPending}>
          {t('liveChat.send')}
        </Button>
      </div>
    </form>
  );
}
