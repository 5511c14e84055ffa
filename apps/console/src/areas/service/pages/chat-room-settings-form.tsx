import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_NAME_DISPLAYS, ZChatRoomSettings, type TChatRoomSettings } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { chatSettingsKey, fetchChatSettings, saveChatSettings } from '../api/chat-room';

/** The route's body, with the muted words typed one per line (blank lines ignored). */
const ZSettingsForm = z.object({
  nameDisplay: ZChatRoomSettings.shape.nameDisplay,
  mutedWords: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .pipe(ZChatRoomSettings.shape.mutedWords),
});
type TSettingsForm = z.input<typeof ZSettingsForm>;

const toForm = (settings: TChatRoomSettings): TSettingsForm => ({
  nameDisplay: settings.nameDisplay,
  mutedWords: settings.mutedWords.join('\n'),
});

function SettingsForm({ merchant, settings }: { merchant: string; settings: TChatRoomSettings }) {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  const form = useForm<TSettingsForm, unknown, TChatRoomSettings>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: toForm(settings),
  });
  const save = useMutation({
    mutationFn: (body: TChatRoomSettings) => saveChatSettings(merchant, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(chatSettingsKey(merchant), saved);
      form.reset(toForm(saved));
    },
  });
  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
      <SelectField
        label={t('chatRoom.nameDisplay')}
        options={CHAT_NAME_DISPLAYS.map((value) => ({ value, label: t(`chatRoom.nameDisplays.${value}`) }))}
        {...form.register('nameDisplay')}
      />
      <TextAreaField
        label={t('chatRoom.mutedWords')}
        hint={t('chatRoom.mutedWordsHint')}
        rows={6}
        error={form.formState.errors.mutedWords ? t('chatRoom.mutedWordsInvalid') : undefined}
        {...form.register('mutedWords')}
      />
      <ErrorNote error={save.error} />
      {save.isSuccess && !form.formState.isDirty ? (
        <p className="note" role="status">
          {t('chatRoom.saved')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('chatRoom.saveSettings')}
        </Button>
      </div>
    </form>
  );
}

/** The room's naming rule and muted words: a form for moderators, the plain values for readers. */
export function ChatRoomSettings({ merchant, canWrite }: { merchant: string; canWrite: boolean }) {
  const { t } = useTranslation('service');
  const settings = useQuery({
    queryKey: chatSettingsKey(merchant),
    queryFn: ({ signal }) => fetchChatSettings(merchant, signal),
  });
  if (settings.error) return <ErrorNote error={settings.error} />;
  if (!settings.data) return <p className="loading">{t('console:table.loading')}</p>;
  if (canWrite) return <SettingsForm merchant={merchant} settings={settings.data} />;
  return (
    <dl className="facts">
      <dt>{t('chatRoom.nameDisplay')}</dt>
      <dd>{t(`chatRoom.nameDisplays.${settings.data.nameDisplay}`)}</dd>
      <dt>{t('chatRoom.mutedWords')}</dt>
      <dd>
        {settings.data.mutedWords.length ? settings.data.mutedWords.join(', ') : t('chatRoom.noMutedWords')}
      </dd>
    </dl>
  );
}
