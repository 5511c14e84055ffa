import { loadAllTexts } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';

/** A modal's chunk with every text of the language (the first page brings only its own texts). */
function withAllTexts<T>(modal: Promise<T>): Promise<T> {
  return Promise.all([modal, loadAllTexts()]).then(([module]) => module);
}

// Each modal is fetched when first opened (120 s time-out, retry: lazyPage): the forms, their validation and
// their libraries stay off the first page.
export const ConfirmDialog = lazyPage(() =>
  withAllTexts(import('../components/ui/confirm-dialog')).then((m) => ({ default: m.ConfirmDialog })),
);
export const LoginModal = lazyPage(() =>
  withAllTexts(import('../features/accounts/components/login-modal')).then((m) => ({
    default: m.LoginModal,
  })),
);
export const RegisterModal = lazyPage(() =>
  withAllTexts(import('../features/accounts/components/register-modal')).then((m) => ({
    default: m.RegisterModal,
  })),
);
export const ForgotPasswordModal = lazyPage(() =>
  withAllTexts(import('../features/accounts/components/forgot-password-modal')).then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
export const ChangePasswordModal = lazyPage(() =>
  withAllTexts(import('../features/accounts/components/change-password-modal')).then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
export const LoginVerificationModal = lazyPage(() =>
  withAllTexts(import('../features/accounts/components/login-verification-modal')).then((m) => ({
    default: m.LoginVerificationModal,
  })),
);
export const MemberCentre = lazyPage(() =>
  withAllTexts(import('../features/member-centre/components/member-centre')).then((m) => ({
    default: m.MemberCentre,
  })),
);
export const AgentCentre = lazyPage(() =>
  withAllTexts(import('../features/agent-centre/components/agent-centre')).then((m) => ({
    default: m.AgentCentre,
  })),
);
export const WithdrawalConfirmModal = lazyPage(() =>
  withAllTexts(import('../features/wallet/components/withdrawal-confirm-modal')).then((m) => ({
    default: m.WithdrawalConfirmModal,
  })),
);
export const GamePopupModal = lazyPage(() =>
  withAllTexts(import('../features/games/components/game-popup-modal')).then((m) => ({
    default: m.GamePopupModal,
  })),
);
export const GameMaintenanceDialog = lazyPage(() =>
  withAllTexts(import('../features/games/components/game-maintenance-dialog')).then((m) => ({
    default: m.GameMaintenanceDialog,
  })),
);
export const NoticeModal = lazyPage(() =>
  withAllTexts(import('../features/notices/components/notice-modal')).then((m) => ({
    default: m.NoticeModal,
  })),
);
export const ChatRoomModal = lazyPage(() =>
  withAllTexts(import('../features/chat-room/components/chat-room-modal')).then((m) => ({
    default: m.ChatRoomModal,
  })),
);
export const FeedbackModal = lazyPage(() =>
  withAllTexts(import('../features/feedback/components/feedback-modal')).then((m) => ({
    default: m.FeedbackModal,
  })),
);
export const RealityCheckModal = lazyPage(() =>
  withAllTexts(import('../features/player-protection/components/reality-check-modal')).then((m) => ({
    default: m.RealityCheckModal,
  })),
);
export const BreakStartedModal = lazyPage(() =>
  withAllTexts(import('../features/player-protection/components/break-started-modal')).then((m) => ({
    default: m.BreakStartedModal,
  })),
);
