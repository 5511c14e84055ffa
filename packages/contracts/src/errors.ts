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
  /**
   * Operator login needs a TOTP code, or the one given was wrong or already used; also a wrong code when an
   * operator confirms its TOTP enrolment or changes its password.
   */
  SECOND_FACTOR_REQUIRED: { status: 401, message: 'second_factor_required' },
  /**
   * The password was right but the operator has no TOTP yet (created in the console, or its TOTP was reset):
   * it enrols first through POST /ops/auth/enrolment/start.
   */
  TOTP_ENROLMENT_REQUIRED: { status: 401, message: 'totp_enrolment_required' },
  /** The enrolment ticket is unknown, already used or past its 10 minutes: start the enrolment again. */
  TOTP_ENROLMENT_EXPIRED: { status: 401, message: 'totp_enrolment_expired' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  /** Member login: the next attempt needs a captcha (details.captcha = 'required' is the site's marker). */
  CAPTCHA_REQUIRED: { status: 401, message: 'captcha_required' },
  /** The captcha answer was wrong, expired or already used; a new image is needed. */
  CAPTCHA_INVALID: { status: 400, message: 'captcha_invalid' },
  /** The password was right; the member's bound TOTP ("Google code") is needed too. */
  TWO_FACTOR_REQUIRED: { status: 401, message: 'two_factor_required' },
  /** Login from an IP the member has not used: details carry the challenge (challengeId, method, destination). */
  IP_VERIFICATION_REQUIRED: { status: 401, message: 'complete_verification_first' },
  /** The answer to a login challenge (TOTP, SMS or e-mail code, bank account name) was wrong or expired. */
  VERIFICATION_FAILED: { status: 400, message: 'verification_failed' },
  /**
   * The member's bound TOTP ("Google code") is needed for this action (SMS reset, payment password): send it
   * again with `totpCode`. Asked only after the other proof (SMS code, login password) was right.
   */
  TOTP_REQUIRED: { status: 401, message: 'totp_required' },
  /** Too many wrong TOTP codes: the member's second factor is locked until details.lockedUntil (ISO time). */
  TOTP_LOCKED: { status: 429, message: 'totp_locked' },
  /** An agent account that does not play (type 2) tried the member site. */
  NON_MEMBER_LOGIN: { status: 403, message: 'non_member_cannot_login' },
  NON_AGENT_LOGIN: { status: 403, message: 'non_agent_cannot_login' },
  INVITATION_CODE_ERROR: { status: 400, message: 'invitation_code_error' },
  USERNAME_TAKEN: { status: 409, message: 'username_taken' },
  MOBILE_TAKEN: { status: 409, message: 'mobile_taken' },
  EMAIL_TAKEN: { status: 409, message: 'email_taken' },
  OLD_PASSWORD_WRONG: { status: 400, message: 'old_password_wrong' },
  /** The session was granted with cpw: only the password change (and info, language, logout) until then. */
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'password_change_required' },
  PASSWORD_WRONG: { status: 400, message: 'password_wrong' },
  USERNAME_OR_EMAIL_NOT_EXIST: { status: 404, message: 'username_or_email_not_exist' },
  /** An E route got a plaintext body. */
  ENCRYPTION_REQUIRED: { status: 400, message: 'encryption_required' },
  /** A sealed body that does not open: tampered, replayed, too old, or sealed with an unknown key. */
  ENCRYPTION_INVALID: { status: 400, message: 'encryption_invalid' },
  /** Sealed with a key that has been retired: fetch the whitelabel again and reseal. */
  ENCRYPTION_KEY_UNKNOWN: { status: 400, message: 'encryption_key_unknown' },
  // Phone verification (spec section 8): one code each.
  PHONE_INVALID_NUMBER: { status: 400, message: 'phone_invalid_number' },
  PHONE_MISSING_NUMBER: { status: 400, message: 'phone_missing_number' },
  /** Per-number limit: the member retries after 5 minutes. */
  PHONE_TOO_MANY_REQUESTS: { status: 429, message: 'phone_too_many_requests' },
  /** The SMS provider failed: no code was sent. */
  PHONE_UNKNOWN_ERROR: { status: 502, message: 'phone_unknown_error' },
  PHONE_INVALID_CODE: { status: 400, message: 'phone_invalid_code' },
  PHONE_CAPTCHA_FAILED: { status: 400, message: 'phone_captcha_failed' },
  /** The merchant's daily SMS quota is used up. */
  PHONE_QUOTA_INSUFFICIENT: { status: 403, message: 'phone_quota_insufficient' },
  /** E.g. a reset code for a number no member has bound, or SMS login switched off. */
  PHONE_OPERATION_NOT_ALLOWED: { status: 403, message: 'phone_operation_not_allowed' },
  PHONE_CODE_EXPIRED: { status: 400, message: 'phone_code_expired' },
  /** Raised by the site when the member closes a verification popup before finishing. */
  PHONE_POPUP_CLOSED: { status: 400, message: 'phone_popup_closed' },
  /** The e-mail provider failed: nothing was sent. */
  EMAIL_SEND_FAILED: { status: 502, message: 'email_send_failed' },
  /** A trial (isAgent 4) account tried an account page or a real-money action. */
  TRIAL_ACCOUNT: { status: 403, message: 'in_need_true_account' },
  // Wallet and ledger.
  /** The wallet's available balance does not cover the amount; details.balance is the available balance. */
  INSUFFICIENT_FUNDS: { status: 400, message: 'insufficient_funds' },
  /** A requestId (idempotency key) was reused for a different request. */
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'idempotency_key_reused' },
  WALLET_UNKNOWN: { status: 400, message: 'wallet_unknown' },
  AMOUNT_BELOW_MINIMUM: { status: 400, message: 'amount_below_minimum' },
  AMOUNT_ABOVE_MAXIMUM: { status: 400, message: 'amount_above_maximum' },
  DAILY_LIMIT_EXCEEDED: { status: 400, message: 'daily_limit_exceeded' },
  PAYMENT_METHOD_UNAVAILABLE: { status: 400, message: 'payment_method_unavailable' },
  PAYMENT_PASSWORD_NOT_SET: { status: 400, message: 'payment_password_not_set' },
  PAYMENT_PASSWORD_WRONG: { status: 400, message: 'payment_password_wrong' },
  /** A bank account name must be the member's real name. */
  BANK_ACCOUNT_NAME_MISMATCH: { status: 400, message: 'bank_account_name_mismatch' },
  BANK_ACCOUNT_LIMIT: { status: 400, message: 'bank_account_limit' },
  /** The action does not apply in the record's current status (e.g. approving a rejected withdrawal). */
  INVALID_STATE: { status: 409, message: 'invalid_state' },
  /** A line transfer to someone who is not the member's upline or direct downline. */
  NOT_IN_AGENT_LINE: { status: 403, message: 'not_in_agent_line' },
  /** An operator's move of a member under itself or under a member of its own team (agent tree). */
  AGENT_TREE_CYCLE: { status: 409, message: 'agent_tree_cycle' },
  /** A gateway callback whose signature does not verify. */
  SIGNATURE_INVALID: { status: 401, message: 'signature_invalid' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: 'file_type_not_allowed' },
  FILE_TOO_LARGE: { status: 413, message: 'file_too_large' },
  /** More files in one upload than the call takes (feedback: three images). */
  TOO_MANY_FILES: { status: 413, message: 'too_many_files' },
  /**
   * Dual control: the same operator cannot do both halves of a money action above the merchant's limit
   * (details.rule: withdrawal, deposit or adjustment; details.limit in minor units for amount rules).
   */
  SECOND_OPERATOR_REQUIRED: { status: 403, message: 'second_operator_required' },
  MODULE_DISABLED: { status: 403, message: 'module_disabled' },
  /**
   * The message outbox is readable in demo mode only (no SMS or e-mail provider configured): in a real
   * deployment messages leave through the provider and their stored copies hold no codes to read.
   */
  OUTBOX_DEMO_ONLY: { status: 403, message: 'outbox_demo_only' },
  // Games.
  /** The game or its vendor is under maintenance: details.suggestions lists popular games to play instead. */
  GAME_MAINTENANCE: { status: 503, message: 'game_maintenance' },
  /** Vendor API: the launch token is unknown or was already exchanged. */
  LAUNCH_TOKEN_INVALID: { status: 401, message: 'launch_token_invalid' },
  LAUNCH_TOKEN_EXPIRED: { status: 401, message: 'launch_token_expired' },
  /** Vendor API: a bet named a game session that is unknown, ended or expired (wins and rollbacks never check it). */
  GAME_SESSION_INVALID: { status: 401, message: 'game_session_invalid' },
  /** Vendor API: a win for a round with no bet yet; the vendor retries after the bet. */
  ROUND_NOT_FOUND: { status: 404, message: 'round_not_found' },
  /** Vendor API: a rollback, or a further bet, for a round that a win has already settled. */
  ROUND_SETTLED: { status: 409, message: 'round_settled' },
  /** Vendor API: a bet whose transaction id was rolled back before it arrived. */
  TRANSACTION_ROLLED_BACK: { status: 409, message: 'transaction_rolled_back' },
  /** The request named no merchant we know (host or Merchant header). */
  INVALID_DOMAIN: { status: 404, message: 'invalid_url_domain' },
  NOT_FOUND: { status: 404, message: 'not_found' },
  CONFLICT: { status: 409, message: 'conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payload_too_large' },
  /** The request's headers (address included) are over Node's limit; answered before any route runs. */
  HEADERS_TOO_LARGE: { status: 431, message: 'headers_too_large' },
  /** A path parameter longer than the router takes. */
  URI_TOO_LONG: { status: 414, message: 'uri_too_long' },
  /** The request did not arrive whole within the server's time limit. */
  REQUEST_TIMEOUT: { status: 408, message: 'request_timeout' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'unsupported_media_type' },
  RATE_LIMITED: { status: 429, message: 'too_many_requests' },
  /** Registration: this address opened as many accounts as the hour's or the day's limit allows. */
  REGISTER_IP_LIMITED: { status: 429, message: 'register_ip_limited' },
  /** Feedback: the member already sent the most feedback allowed in 24 hours (docs/messages.md). */
  FEEDBACK_DAILY_LIMIT: { status: 429, message: 'feedback_daily_limit' },
  // Promotions (issue 18).
  /** The promotion's activity status does not allow this action (details.status, details.event). */
  PROMOTION_ACTION_REFUSED: { status: 409, message: 'promotion_action_refused' },
  /** The member is outside the promotion's audience, or the deposit does not qualify (details.reason). */
  PROMOTION_NOT_ELIGIBLE: { status: 403, message: 'promotion_not_eligible' },
  // Live chat (issue 6).
  /** The conversation token is forged, expired, of another merchant, or its conversation was closed. */
  LIVE_CHAT_CONVERSATION_INVALID: { status: 401, message: 'live_chat_conversation_invalid' },
  /** A visitor without a member session must give a name to start a conversation. */
  LIVE_CHAT_GUEST_NAME_REQUIRED: { status: 400, message: 'live_chat_guest_name_required' },
  /** Support answered a conversation that is already closed. */
  LIVE_CHAT_CLOSED: { status: 409, message: 'live_chat_closed' },
  // Chat room (issue 6).
  /** Chat room: more than one message per 2 s or 10 per minute from one member. */
  CHAT_RATE_LIMITED: { status: 429, message: 'chat_rate_limited' },
  /** Chat room: the message contains a word the operator muted. */
  CHAT_MUTED_WORD: { status: 400, message: 'chat_muted_word' },
  /** Chat room: the operator muted this member until details.until. */
  CHAT_MEMBER_MUTED: { status: 403, message: 'chat_member_muted' },
  // Lottery bets (issue 7).
  /** The operator suspended the game: no bets until it is resumed. */
  LOTTERY_GAME_SUSPENDED: { status: 409, message: 'lottery_game_suspended' },
  /** The issue is not taking bets: not OPEN, or the server clock is outside [open_at, close_at). */
  LOTTERY_ISSUE_CLOSED: { status: 409, message: 'lottery_issue_closed' },
  /** The bet code is unknown or the game does not sell it. */
  LOTTERY_BET_TYPE_UNKNOWN: { status: 400, message: 'lottery_bet_type_unknown' },
  /** The unit stake is below the game's minimum, or the bet's stake above its maximum. */
  LOTTERY_STAKE_OUT_OF_RANGE: { status: 400, message: 'lottery_stake_out_of_range' },
  /** A pick the operator closed for this bet type (details.picks). */
  LOTTERY_NUMBER_CLOSED: { status: 409, message: 'lottery_number_closed' },
  /** The house's exposure on a number would pass its cap (details.pick, details.station). */
  LOTTERY_NUMBER_LIABILITY_EXCEEDED: { status: 409, message: 'lottery_number_liability_exceeded' },
  /** The game does not allow cancelling, the bet is not open, or its issue has closed. */
  LOTTERY_BET_NOT_CANCELLABLE: { status: 409, message: 'lottery_bet_not_cancellable' },
  // Red envelope (issue 18, docs/promotions.md).
  /** No campaign is live for this member now: none running, closed, ended, or the member not in its audience. */
  RED_ENVELOPE_NOT_AVAILABLE: { status: 409, message: 'red_envelope_not_available' },
  /** Every packet of the campaign has been claimed. */
  RED_ENVELOPE_POOL_EMPTY: { status: 409, message: 'red_envelope_pool_empty' },
  /** The member has claimed as many packets of this campaign as it allows. */
  RED_ENVELOPE_LIMIT_REACHED: { status: 409, message: 'red_envelope_limit_reached' },
  /** The member has claimed as many packets of this campaign today (merchant's day) as it allows. */
  RED_ENVELOPE_DAILY_LIMIT: { status: 409, message: 'red_envelope_daily_limit' },
  // Referral (issue 19, docs/loyalty.md "Referral").
  /** The referral code at registration is unknown to this merchant, belongs to the registrant, or to a closed account. */
  REFERRAL_CODE_ERROR: { status: 400, message: 'referral_code_error' },
  /** An enabled referral rule's schedule overlaps another enabled rule's: one rule is live at a time. */
  REFERRAL_RULE_OVERLAP: { status: 409, message: 'referral_rule_overlap' },
  /** The rule already has friends registered under it: disable it or end it instead of deleting it. */
  REFERRAL_RULE_IN_USE: { status: 409, message: 'referral_rule_in_use' },
  // Bonus money and the reward centre (issue 18, docs/promotions.md).
  /** A withdrawal while a bonus wager is open: details.remaining is the turnover still to bet (minor units). */
  WAGER_NOT_MET: { status: 409, message: 'wager_not_met' },
  /** A bet above the merchant's maximum while a bonus wager is open: details.maximum (minor units). */
  BET_ABOVE_WAGER_MAXIMUM: { status: 400, message: 'bet_above_wager_maximum' },
  /** The reward's claim window has passed. */
  REWARD_EXPIRED: { status: 409, message: 'reward_expired' },
  // Cashback (issue 18; docs/promotions.md "Cashback").
  /** Module MANPLAYREB3 is off for the merchant: every member cashback call is refused. */
  CASHBACK_DISABLED: { status: 403, message: 'cashback_disabled' },
  /** Nothing to pay yet, or less than the merchant's minimum (details.amount, details.minClaim). */
  CASHBACK_BELOW_MINIMUM: { status: 409, message: 'cashback_below_minimum' },
  // Points and the points mall (issue 19; docs/loyalty.md "Points").
  /** Module PTSYS3 is off, or the merchant has no points programme: every member points call is refused. */
  POINTS_DISABLED: { status: 403, message: 'points_disabled' },
  /** The member has fewer points than the exchange or conversion takes (details.currentPoints, hundredths). */
  POINTS_INSUFFICIENT: { status: 409, message: 'points_insufficient' },
  /** The goods are unknown, switched off, or outside their availability window. */
  POINTS_GOODS_UNAVAILABLE: { status: 409, message: 'points_goods_unavailable' },
  /** Not enough stock left for the quantity asked (details.availableQuantity). */
  POINTS_OUT_OF_STOCK: { status: 409, message: 'points_out_of_stock' },
  /** The member has exchanged as many of these goods as they allow (details.perMemberLimit). */
  POINTS_LIMIT_REACHED: { status: 409, message: 'points_limit_reached' },
  /** Physical goods need a shipping address; virtual goods take none. */
  POINTS_ADDRESS_REQUIRED: { status: 400, message: 'points_address_required' },
  /** A conversion below the merchant's minimum, or too small to pay 0.01 (details.minPoints). */
  POINTS_BELOW_MINIMUM: { status: 400, message: 'points_below_minimum' },
  // Missions (issue 19, docs/loyalty.md "Missions").
  /** No such mission for the member: unknown, another merchant's, or (leaderboard) not an event mission. */
  MISSION_NOT_FOUND: { status: 404, message: 'mission_not_found' },
  /** The member's progress in the current period has not reached the target. */
  MISSION_NOT_REACHED: { status: 409, message: 'mission_not_reached' },
  /** The reward of this mission's period has been claimed already (it pays once). */
  MISSION_ALREADY_CLAIMED: { status: 409, message: 'mission_already_claimed' },
  /** The mission is closed, or the event has not started or has ended. */
  MISSION_EXPIRED: { status: 409, message: 'mission_expired' },
  /**
   * Player protection (issue 21): a deposit, bet, transfer or lottery slip above the member's own limit.
   * details (ZProtectionLimitRefusal): kind, period, limit, remaining. Nothing was recorded.
   */
  PROTECTION_LIMIT_REACHED: { status: 403, message: 'protection_limit_reached' },
  /** Login refused or session ended: the member took a time-out. details (ZExclusionRefusal): until, canWithdraw. */
  TIMED_OUT: { status: 403, message: 'account_timed_out' },
  /** Login refused or session ended: the member self-excluded. details (ZExclusionRefusal): until (null: indefinite). */
  SELF_EXCLUDED: { status: 403, message: 'account_self_excluded' },
  /** The member's own session limit has passed: the session is ended; log in again. */
  SESSION_LIMIT_REACHED: { status: 401, message: 'session_limit_reached' },
  /** A session opened to withdraw during an exclusion reaches only the balance and the withdrawal pages. */
  WITHDRAWAL_ONLY_SESSION: { status: 403, message: 'withdrawal_only_session' },
  /** The member is already in a time-out or self-exclusion (details.until), or asked to reopen too early. */
  EXCLUSION_ACTIVE: { status: 409, message: 'exclusion_active' },
  /** Nothing to reopen or lift: no exclusion, or one already ended, reopened or lifted. */
  EXCLUSION_NOT_FOUND: { status: 404, message: 'exclusion_not_found' },
  /**
   * Identity (issue 21): a withdrawal above the merchant's KYC threshold from a member not verified; refused,
   * nothing held. details (ZKycRequiredRefusal): threshold (minor units), status.
   */
  KYC_REQUIRED: { status: 403, message: 'kyc_required' },
  /** The member's identity is verified: its profile details change only through customer service. */
  KYC_PROFILE_LOCKED: { status: 409, message: 'kyc_profile_locked' },
  /** The member's identity is verified already: no further documents are taken. */
  KYC_ALREADY_VERIFIED: { status: 409, message: 'kyc_already_verified' },
  /** A KYC document that is not png, jpg or pdf by its content (whatever its name says). */
  KYC_DOCUMENT_TYPE_NOT_ALLOWED: { status: 415, message: 'kyc_document_type_not_allowed' },
  SYSTEM_MAINTENANCE: { status: 503, message: 'system_maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'access_restricted' },
  /** A dependency (the database) does not answer. */
  UNAVAILABLE: { status: 503, message: 'service_unavailable' },
  INTERNAL: { status: 500, message: 'unknown_error' },
} as const;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [TErrorCode, ...TErrorCode[]];
