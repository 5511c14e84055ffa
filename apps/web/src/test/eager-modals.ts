// The modals as the tests render them: at once. The site fetches each on first opening (app/lazy-modals.ts),
// which the e2e specs drive in a real browser.
export { ConfirmDialog } from '../components/ui/confirm-dialog';
export { LoginModal } from '../features/accounts/components/login-modal';
export { RegisterModal } from '../features/accounts/components/register-modal';
export { ForgotPasswordModal } from '../features/accounts/components/forgot-password-modal';
export { ChangePasswordModal } from '../features/accounts/components/change-password-modal';
export { LoginVerificationModal } from '../features/accounts/components/login-verification-modal';
export { MemberCentre } from '../features/member-centre/components/member-centre';
export { AgentCentre } from '../features/agent-centre/components/agent-centre';
export { WithdrawalConfirmModal } from '../features/wallet/components/withdrawal-confirm-modal';
export { GamePopupModal } from '../features/games/components/game-popup-modal';
export { GameMaintenanceDialog } from '../features/games/components/game-maintenance-dialog';
export { NoticeModal } from '../features/notices/components/notice-modal';
export { ChatRoomModal } from '../features/chat-room/components/chat-room-modal';
export { FeedbackModal } from '../features/feedback/components/feedback-modal';
export { RealityCheckModal } from '../features/player-protection/components/reality-check-modal';
export { BreakStartedModal } from '../features/player-protection/components/break-started-modal';
