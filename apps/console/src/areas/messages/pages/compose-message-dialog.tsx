import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_AUDIENCES,
  MESSAGE_CONTENT_MAX_CHARS,
  MESSAGE_TITLE_MAX_CHARS,
  ZOpsSendMessage,
  type TOpsSendMessage,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { sendMessage, sentMessagesKey } from '../api/sent-messages';

/**
 * Writes a platform message to one member, the members carrying a label, or every member. Only the field of
 * the chosen audience is sent (the others are unregistered when hidden).
 */
export function ComposeMessageDialog({ merchant, onClose }: { merchant: string; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const errorText = useFieldErrorText('messages');
  const queryClient = useQueryClient();
  const form = useForm<TOpsSendMessage>({
    resolver: zodResolver(ZOpsSendMessage),
    defaultValues: { audience: 'MEMBER', username: '', title: '', content: '' },
    shouldUnregister: true,
  });
  const send = useMutation({
    mutationFn: (body: TOpsSendMessage) => sendMessage(merchant, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sentMessagesKey(merchant) });
      onClose();
    },
  });
  const audience = form.watch('audience');
  const errors = form.formState.errors;
  return (
    <Dialog title={t('sent.composeTitle')} isOpen onClose={onClose}>
      <form onSubmit={form.handleSubmit((body) => send.mutate(body))} noValidate>
        <SelectField
          label={t('sent.audience')}
          options={MESSAGE_AUDIENCES.map((value) => ({ value, label: t(`sent.audiences.${value}`) }))}
          error={errorText(errors.audience)}
          {...form.register('audience')}
        />
        {audience === 'MEMBER' ? (
          <TextField
            label={t('sent.username')}
            autoComplete="off"
            maxLength={64}
            error={errorText(errors.username)}
            {...form.register('username')}
          />
        ) : null}
        {audience === 'LABEL' ? (
          <TextField
            label={t('sent.labelName')}
            autoComplete="off"
            maxLength={64}
            hint={t('sent.labelHint')}
            error={errorText(errors.labelName)}
            {...form.register('labelName')}
          />
        ) : null}
        {audience === 'ALL' ? <p className="note">{t('sent.allHint')}</p> : null}
        <TextField
          label={t('sent.titleField')}
          maxLength={MESSAGE_TITLE_MAX_CHARS}
          error={errorText(errors.title)}
          {...form.register('title')}
        />
        <TextAreaField
          label={t('sent.content')}
          hint={t('sent.contentHint')}
          rows={6}
          maxLength={MESSAGE_CONTENT_MAX_CHARS}
          error={errorText(errors.content)}
          {...form.register('content')}
        />
        <ErrorNote error={send.error} />
        <div className="form-actions">
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={send.isPending}>
            {t('sent.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
