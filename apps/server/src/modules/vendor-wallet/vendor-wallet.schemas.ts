// The vendor wallet's request and answer schemas live in the contracts: vendors' clients share them.
export {
  ZVendorAuthenticateRequest,
  ZVendorBalanceRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletAnswer,
  ZVendorWinRequest,
  type TVendorBetRequest,
  type TVendorWalletAnswer,
  type TVendorWinRequest,
} from '@kirin/contracts';
export {
  ZVendorWinRequest as ZVendorMoveRequest,
  type TVendorWinRequest as TVendorMoveRequest,
} from '@kirin/contracts';
