// The vendor wallet's request and answer schemas live in the contracts: vendors' clients share them.
export {
  ZVendorAuthenticateAnswer,
  ZVendorAuthenticateRequest,
  ZVendorBalanceRequest,
  ZVendorBetAndWinRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletAnswer,
  ZVendorWinRequest,
} from '@kirin/contracts';
