/**
 * The one error catalogue. Each code has the HTTP status the server answers with and the message key the
 * site translates (spec section 8). Codes are stable: clients may branch on them.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'validation_failed' },
  BAD_REQUEST: { status: 400, message: 'bad_request' },
  NOT_LOGGED_IN: { status: 401, message: 'not_logged_in' },
  OPERATOR_NOT_LOGGED_IN: { status: 401, message: 'operator_not_logged_in' },
  WRONG_CREDENTIALS: { status: 401, message: 'wrong_account_or_password' },
  /** Operator login needs a TOTP code, or the one given was wrong. */
  SECOND_FACTOR_REQUIRED: { status: 401, message: 'second_factor_required' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  /** A trial (isAgent 4) account tried an account page or a real-money action. */
  TRIAL_ACCOUNT: { status: 403, message: 'in_need_true_account' },
  MODULE_DISABLED: { status: 403, message: 'module_disabled' },
  /** The request named no merchant we know (host or Merchant header). */
  INVALID_DOMAIN: { status: 404, message: 'invalid_url_domain' },
  NOT_FOUND: { status: 404, message: 'not_found' },
  CONFLICT: { status: 409, message: 'conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'unsupported_media_type' },
  RATE_LIMITED: { status: 429, message: 'too_many_requests' },
  SYSTEM_MAINTENANCE: { status: 503, message: 'system_maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'access_restricted' },
  /** A dependency (the database) does not answer. */
  UNAVAILABLE: { status: 503, message: 'service_unavailable' },
  INTERNAL: { status: 500, message: 'unknown_error' },
} as const;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [TErrorCode, ...TErrorCode[]];
