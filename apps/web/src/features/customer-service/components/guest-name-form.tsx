import { LIVE_CHAT_GUEST_NAME_MAX_CHARS } from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A visitor without an account says how support should call them before the conversation starts. */
export function GuestNameForm({ onSubmit, isBusy }: { onSubmit: (name: string) => void; isBusy: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <form className="live-chat__guest" onSubmit={submit} data-testid="live-chat-guest-form">
      <p>{t('livechat_guest_intro')}</p>
      <label>
        {t('livechat_guest_name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={LIVE_CHAT_GUEST_NAME_MAX_CHARS}
          autoComplete="nickname"
          required
        />
      </label>
      <Button type="submit" disabled={isBusy || !name.trim()}>
        {t('livechat_start')}
      </Button>
    </form>
  );
}
