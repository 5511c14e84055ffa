import { lazy } from 'react';
import { loadAllTexts } from '../lib/i18n';

/** A modal's chunk with every text of the language (the first page brings only its own texts). */
function withAllTexts<T>(modal: Promise<T>): Promise<T> {
  return Promise.all([modal, loadAllTexts()]).then(([module]) => module);
}

// Each modal is fetched when first opened: the forms, their validation and their libraries stay off the first page.
export const ConfirmDialog = lazy(() =>
  withAllTexts(import('../components/ui/confirm-dialog')).then((m) => ({ default: m.ConfirmDialog })),
);
export const LoginModal = lazy(() =>
  withAllTexts(import('../features/accounts/components/login-modal')).then((m) => ({
    default: m.LoginModal,
  })),
);
export const RegisterModal = lazy(() =>
  withAllTexts(import('../features/accounts/components/register-modal')).then((m) => ({
    default: m.RegisterModal,
  })),
);
export const ForgotPasswordModal = lazy(() =>
  withAllTexts(import('../features/accounts/components/forgot-password-modal')).then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
export const ChangePasswordModal = lazy(() =>
  withAllTexts(import('../features/accounts/components/change-password-modal')).then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
export const LoginVerificationModal = lazy(() =>
  withAllTexts(import('../features/accounts/components/login-verification-modal')).then((m) => ({
    default: m.LoginVerificationModal,
  })),
);
export const MemberCentre = lazy(() =>
  withAllTexts(import('../features/member-centre/components/member-centre')).then((m) => ({
    default: m.MemberCentre,
  })),
);
export const AgentCentre = lazy(() =>
  withAllTexts(import('../features/agent-centre/components/agent-centre')).then((m) => ({
    default: m.AgentCentre,
  })),
);
export const WithdrawalConfirmModal = lazy(() =>
  withAllTexts(import('../features/wallet/components/withdrawal-confirm-modal')).then((m) => ({
    default: m.WithdrawalConfirmModal,
  })),
);
export const GamePopupModal = lazy(() =>
  withAllTexts(import('../features/games/components/game-popup-modal')).then((m) => ({
    default: m.GamePopupModal,
  })),
);
export const GameMaintenanceDialog = lazy(() =>
  withAllTexts(import('../features/games/components/game-maintenance-dialog')).then((m) => ({
    default: m.GameMaintenanceDialog,
  })),
);
export const NoticeModal = lazy(() =>
  withAllTexts(import('../features/notices/components/notice-modal')).then((m) => ({
    default: m.NoticeModal,
  })),
);
export const ChatRoomModal = lazy(() =>
  withAllTexts(import('../features/chat-room/components/chat-room-modal')).then((m) => ({
    default: m.ChatRoomModal,
  })),
);
export const FeedbackModal = lazy(() =>
  withAllTexts(import('../features/feedback/components/feedback-modal')).then((m) => ({
    default: m.FeedbackModal,
  })),
);
export const RealityCheckModal = lazy(() =>
  withAllTexts(import('../features/player-protection/components/reality-check-modal')).then((m) => ({
    default: m.RealityCheckModal,
  })),
);
export const BreakStartedModal = lazy(() =>
  withAllTexts(import('../features/player-protection/components/break-started-modal')).then((m) => ({
    default: m.BreakStartedModal,
  })),
);
