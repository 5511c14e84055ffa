import type { TLoginResponse, TMemberInfo } from '@kirin/contracts';

/** A login answer as the server gives it, for account tests. */
export const LOGIN_ANSWER: TLoginResponse = {
  token: 'token-alice',
  id: '1001',
  userName: 'alice',
  isAgent: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  cpw: false,
};

/** The member info of LOGIN_ANSWER's member. */
export const MEMBER_INFO: TMemberInfo = {
  id: '1001',
  account: 'alice',
  nickname: null,
  type: 0,
  isAgent: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', rankLevel: 5 },
  memberLabel: [{ labelName: 'VIP' }],
  avatar: null,
  avatarType: 'STATIC',
  language: 'EN',
  payeeName: null,
  birthday: null,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  hasPaymentPassword: false,
  totpBound: false,
  lastLoginTime: null,
  lastLoginIp: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  cpw: false,
};

export const COUNTRIES = [
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

/** A 1x1 PNG captcha image. */
export const CAPTCHA = {
  captchaId: 'cap-1',
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};
