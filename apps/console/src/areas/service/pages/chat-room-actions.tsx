import { zodResolver } from '@hookform/resolvers/zod';
import { ZOpsChatMuteRequest, type TOpsChatMessage } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { chatMessagesKey, chatMutesKey, deleteChatMessage, muteChatMember } from '../api/chat-room';

/** How long a mute lasts, counted from when it is saved. */
const MUTE_DURATIONS_MS = {
  '10m': 10 * 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
} as const;
const DURATIONS = Object.keys(MUTE_DURATIONS_MS) as (keyof typeof MUTE_DURATIONS_MS)[];
const ZMuteForm = z.object({
  duration: z.enum(DURATIONS),
  reason: ZOpsChatMuteRequest.shape.reason,
});
type TMuteForm = z.infer<typeof ZMuteForm>;

function MuteDialog({
  merchant,
  message,
  onClose,
}: {
  merchant: string;
  message: TOpsChatMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation('service');
  const errorText = useFieldErrorText('service');
  const queryClient = useQueryClient();
  const form = useForm<TMuteForm>({
    resolver: zodResolver(ZMuteForm),
    defaultValues: { duration: '1h', reason: '' },
  });
  const mute = useMutation({
    mutationFn: ({ duration, reason }: TMuteForm) =>
      muteChatMember(merchant, message.memberId, {
        until: new Date(Date.now() + MUTE_DURATIONS_MS[duration]).toISOString(),
        reason: reason || undefined,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chatMutesKey(merchant) });
      onClose();
    },
  });
  return (
    <Dialog title={t('chatRoom.muteTitle', { member: message.username })} isOpen onClose={onClose}>
      <form onSubmit={form.handleSubmit((values) => mute.mutate(values))} noValidate>
        <p className="feedback-text">{message.text}</p>
        <SelectField
          label={t('chatRoom.muteFor')}
          options={DURATIONS.map((value) => ({ value, label: t(`chatRoom.durations.${value}`) }))}
          {...form.register('duration')}
        />
        <TextField
          label={t('chatRoom.muteReason')}
          maxLength={200}
          error={errorText(form.formState.errors.reason)}
          {...form.register('reason')}
        />
        <ErrorNote error={mute.error} />
        <div className="form-actions">
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" variant="danger" isBusy={mute.isPending}>
            {t('chatRoom.mute')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Remove a message from the room, or mute its sender. */
export function ChatMessageActions({ merchant, message }: { merchant: string; message: TOpsChatMessage }) {
  const { t } = useTranslation('service');
  const [open, setOpen] = useState<'delete' | 'mute' | null>(null);
  const label = `${message.username} #${message.id}`;
  return (
    <div className="row-actions">
      <Button
        variant="danger"
        onClick={() => setOpen('delete')}
        aria-label={`${t('chatRoom.delete')}: ${label}`}
      >
        {t('chatRoom.delete')}
      </Button>
      <Button onClick={() => setOpen('mute')} aria-label={`${t('chatRoom.mute')}: ${label}`}>
        {t('chatRoom.mute')}
      </Button>
      {open === 'delete' ? (
        <ActionDialog
          title={t('chatRoom.deleteTitle', { member: message.username })}
          isOpen
          onClose={() => setOpen(null)}
          run={() => deleteChatMessage(merchant, message.id)}
          invalidates={[chatMessagesKey(merchant)]}
          reason="none"
          confirmLabel={t('chatRoom.delete')}
          variant="danger"
        >
          <p className="feedback-text">{message.text}</p>
          <p>{t('chatRoom.deleteHelp')}</p>
        </ActionDialog>
      ) : null}
      {open === 'mute' ? (
        <MuteDialog merchant={merchant} message={message} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
