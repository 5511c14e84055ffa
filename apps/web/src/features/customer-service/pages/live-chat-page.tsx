import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey, isApiError } from '../../../lib/api-error';
import { useIsLoggedIn } from '../../../lib/session-store';
import { readGuestToken, writeGuestToken } from '../api/guest-token';
import { openLiveChat } from '../api/open-live-chat';
import { GuestNameForm } from '../components/guest-name-form';
import { LiveChatWindow } from '../components/live-chat-window';
import '../live-chat.css';

type TState =
  | { step: 'opening' }
  | { step: 'name'; errorKey?: string }
  | { step: 'chat'; conversationToken: string; displayName: string }
  | { step: 'failed'; errorKey: string };

/**
 * /livechat: the built-in live chat, opened in the 440×500 customer-service window (no header). A member
 * goes straight to their conversation; a guest gives a name once, then the stored token reopens it.
 */
export function LiveChatPage() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const [state, setState] = useState<TState>({ step: 'opening' });

  const open = useCallback(
    async (request: { guestName?: string; conversationToken?: string }) => {
      setState({ step: 'opening' });
      try {
        const conversation = await openLiveChat(request);
        if (conversation.isGuest) writeGuestToken(conversation.conversationToken);
        setState({
          step: 'chat',
          conversationToken: conversation.conversationToken,
          displayName: conversation.displayName,
        });
      } catch (error) {
        if (!isLoggedIn && isApiError(error, 'LIVE_CHAT_GUEST_NAME_REQUIRED')) {
          writeGuestToken(null);
          setState({ step: 'name' });
        } else if (!isLoggedIn && request.guestName)
          setState({ step: 'name', errorKey: errorMessageKey(error) });
        else setState({ step: 'failed', errorKey: errorMessageKey(error) });
      }
    },
    [isLoggedIn],
  );

  const start = useCallback(() => {
    const stored = readGuestToken();
    if (isLoggedIn) void open({});
    else if (stored) void open({ conversationToken: stored });
    else setState({ step: 'name' });
  }, [isLoggedIn, open]);

  useEffect(start, [start]);

  return (
    <section className="live-chat" data-testid="page-livechat" aria-label={t('livechat_title')}>
      {state.step === 'opening' && <Spinner />}
      {state.step === 'name' && (
        <>
          <GuestNameForm isBusy={false} onSubmit={(guestName) => void open({ guestName })} />
          {state.errorKey && <p role="alert">{t(state.errorKey)}</p>}
        </>
      )}
      {state.step === 'chat' && (
        <LiveChatWindow
          key={state.conversationToken}
          conversationToken={state.conversationToken}
          displayName={state.displayName}
          onRestart={start}
        />
      )}
      {state.step === 'failed' && (
        <p role="alert" className="live-chat__error">
          {t(state.errorKey)}
        </p>
      )}
    </section>
  );
}
