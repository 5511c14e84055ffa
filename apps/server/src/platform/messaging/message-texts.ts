import type { TLanguage } from '@kirin/contracts';

// The texts of the messages the platform sends. Members read them outside the site, so they are written here
// in the languages we complete (TW, EN); any other language gets English.

type TTextLanguage = 'TW' | 'EN';

const textLanguageOf = (language: TLanguage | string | undefined): TTextLanguage =>
  language?.toUpperCase() === 'TW' ? 'TW' : 'EN';

/** The SMS or e-mail that carries a one-time code. */
export function composeCodeMessage(input: {
  brandName: string;
  code: string;
  expiredMinutes: number;
  language: string | undefined;
}): { subject: string; body: string } {
  const { brandName, code, expiredMinutes } = input;
  if (textLanguageOf(input.language) === 'TW') {
    return {
      subject: `【${brandName}】驗證碼`,
      body: `【${brandName}】您的驗證碼為 ${code}，${expiredMinutes} 分鐘內有效。請勿將驗證碼告訴任何人。`,
    };
  }
  return {
    subject: `${brandName} verification code`,
    body: `[${brandName}] Your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it with anyone.`,
  };
}

/** The e-mail that carries a temporary password ("forgot password" by e-mail). */
export function composeTemporaryPasswordEmail(input: {
  brandName: string;
  username: string;
  temporaryPassword: string;
  validMinutes: number;
  language: string | undefined;
}): { subject: string; body: string } {
  const { brandName, username, temporaryPassword, validMinutes } = input;
  if (textLanguageOf(input.language) === 'TW') {
    return {
      subject: `【${brandName}】臨時密碼`,
      body: [
        `${username} 您好：`,
        `您的臨時密碼為 ${temporaryPassword}，${validMinutes} 分鐘內有效。`,
        '請使用它登入，登入後系統會要求您設定新密碼。您原本的密碼仍然可以使用。',
        '如果您沒有申請重設密碼，請忽略這封郵件。',
      ].join('\n'),
    };
  }
  return {
    subject: `${brandName} temporary password`,
    body: [
      `Hello ${username},`,
      `Your temporary password is ${temporaryPassword}. It is valid for ${validMinutes} minutes.`,
      'Log in with it and you will be asked to choose a new password. Your current password keeps working.',
      'If you did not ask to reset your password, ignore this e-mail.',
    ].join('\n'),
  };
}

/** The site message a member gets when too many wrong authenticator codes lock the second factor. */
export function composeTotpLockedNotice(input: { lockMinutes: number; language: string | undefined }): {
  subject: string;
  body: string;
} {
  const { lockMinutes } = input;
  if (textLanguageOf(input.language) === 'TW') {
    return {
      subject: '谷歌驗證已暫時鎖定',
      body: [
        `您的帳號連續輸入錯誤的驗證器驗證碼次數過多，谷歌驗證已鎖定 ${lockMinutes} 分鐘，期間無法使用它登入或進行需要它的操作。`,
        '如果這不是您本人的操作，表示有人知道您的密碼或能收到您的簡訊：請立即修改登入密碼，並聯繫客服。',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your Google authenticator is locked for now',
    body: [
      `Too many wrong authenticator codes were entered for your account, so your Google code is locked for ${lockMinutes} minutes: logins and actions that need it cannot go through until then.`,
      'If this was not you, someone knows your password or receives your SMS codes: change your login password now and contact customer service.',
    ].join('\n'),
  };
}
