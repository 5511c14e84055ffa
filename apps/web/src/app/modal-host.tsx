import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../components/ui/chunk-error-boundary';
import { canOpenAgentCentre, isTrialAccount } from '../lib/account-types';
import { useModalStore, type TModalEntry } from '../lib/modal-store';
import { useSessionStore } from '../lib/session-store';
import {
  AgentCentre,
  BreakStartedModal,
  ChangePasswordModal,
  ChatRoomModal,
  ConfirmDialog,
  FeedbackModal,
  ForgotPasswordModal,
  GameMaintenanceDialog,
  GamePopupModal,
  LoginModal,
  LoginVerificationModal,
  MemberCentre,
  NoticeModal,
  RealityCheckModal,
  RegisterModal,
  WithdrawalConfirmModal,
} from './lazy-modals';
import { useSignOut } from './use-logout';

/** The one place modals render: whatever the modal store holds, bottom to top. */
export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  const closeModal = useModalStore((s) => s.closeModal);
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);

  const isAllowed = (entry: TModalEntry) => {
    if (entry.name === 'realityCheck') return token !== null;
    if (entry.name === 'memberCentre' || entry.name === 'withdrawalConfirm' || entry.name === 'feedback')
      return token !== null && !isTrialAccount(isAgent);
    if (entry.name === 'agentCentre') return token !== null && canOpenAgentCentre(isAgent);
    return true;
  };
  const refused = stack.filter((entry) => !isAllowed(entry)).map((entry) => entry.name);
  const refusedKey = refused.join(',');

  // A centre left open by a member who has just signed out closes with the session.
  useEffect(() => {
    for (const name of refusedKey ? refusedKey.split(',') : []) closeModal(name as TModalEntry['name']);
  }, [refusedKey, closeModal]);

  return (
    <>
      {stack
        .filter((entry) => isAllowed(entry))
        .map((entry) => (
          // Each modal shows once its chunk is in (lazy-modals.ts); one that did not arrive offers a retry.
          <ChunkErrorBoundary key={entry.name}>
            <Suspense fallback={null}>
              <HostedModal entry={entry} />
            </Suspense>
          </ChunkErrorBoundary>
        ))}
    </>
  );
}

function HostedModal({ entry }: { entry: TModalEntry }) {
  const { t } = useTranslation();
  const closeModal = useModalStore((s) => s.closeModal);
  const openModal = useModalStore((s) => s.openModal);
  const signOut = useSignOut();
  const close = () => closeModal(entry.name);
  const switchTo = (name: 'login' | 'register') => {
    close();
    openModal({ name });
  };

  switch (entry.name) {
    case 'login':
      return <LoginModal onClose={close} onSwitch={() => switchTo('register')} />;
    case 'register':
      return <RegisterModal onClose={close} onSwitch={() => switchTo('login')} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={close} onSwitch={() => switchTo('login')} />;
    case 'changePassword':
      return <ChangePasswordModal isForced={entry.forced ?? false} onClose={close} />;
    case 'loginVerification':
      return (
        <LoginVerificationModal
          challenge={entry.challenge}
          reason={entry.reason}
          onVerified={entry.onVerified}
          onClose={close}
        />
      );
    case 'memberCentre':
      // A request for another page starts the centre on that page.
      return (
        <MemberCentre
          key={entry.page ?? ''}
          page={entry.page}
          pageParams={entry.pageParams}
          onClose={close}
        />
      );
    case 'agentCentre':
      return <AgentCentre key={entry.page ?? ''} page={entry.page} onClose={close} />;
    case 'withdrawalConfirm':
      return (
        <WithdrawalConfirmModal key={entry.withdrawal.id} withdrawal={entry.withdrawal} onClose={close} />
      );
    case 'warning':
      return (
        <ConfirmDialog
          kind="warning"
          message={t(entry.messageKey)}
          onConfirm={entry.onConfirm}
          onClose={close}
        />
      );
    case 'confirm':
      return (
        <ConfirmDialog
          kind="confirm"
          message={t(entry.messageKey)}
          onConfirm={entry.onConfirm}
          onClose={close}
        />
      );
    case 'gamePopup':
      return <GamePopupModal vassalage={entry.vassalage} title={entry.title} onClose={close} />;
    case 'gameMaintenance':
      return <GameMaintenanceDialog suggestions={entry.suggestions} onClose={close} />;
    case 'notice':
      return (
        <NoticeModal key={entry.index ?? -1} index={entry.index} isPopup={entry.isPopup} onClose={close} />
      );
    case 'chatRoom':
      return <ChatRoomModal onClose={close} />;
    case 'feedback':
      return <FeedbackModal onClose={close} />;
    case 'realityCheck':
      return <RealityCheckModal onContinued={close} onLogout={signOut} />;
    case 'breakStarted':
      return <BreakStartedModal kind={entry.kind} until={entry.until} onClose={close} />;
  }
}
