// What other domains may use of KYC (modules/protection/kyc): never its tables.
export { readKycStatus } from './read-kyc-status.js';
export { checkWithdrawalKyc, kycThresholdOf } from './check-withdrawal-kyc.js';
