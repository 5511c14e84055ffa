/** The in-house vendor's own small HTML page for a failed launch or an ended session (never JSON). */

type TLanguage = 'TW' | 'EN';

const TEXT: Record<TLanguage, Record<string, string> & { title: string; default: string; close: string }> = {
  TW: {
    title: '無法開啟遊戲',
    default: '發生錯誤，請稍後再試。',
    close: '請關閉此視窗後，從遊戲大廳重新開啟遊戲。',
    launch_token_invalid: '遊戲連結無效或已使用過。',
    launch_token_expired: '遊戲連結已過期。',
    game_session_invalid: '遊戲連線已失效。',
    game_maintenance: '遊戲維護中。',
    not_found: '找不到這個遊戲。',
    service_unavailable: '服務暫時無法使用。',
    access_restricted: '您所在的地區無法使用此服務。',
  },
  EN: {
    title: 'The game cannot be opened',
    default: 'Something went wrong. Please try again later.',
    close: 'Close this window and open the game again from the lobby.',
    launch_token_invalid: 'This game link is not valid or was already used.',
    launch_token_expired: 'This game link has expired.',
    game_session_invalid: 'Your game session has ended.',
    game_maintenance: 'The game is under maintenance.',
    not_found: 'This game does not exist.',
    service_unavailable: 'The service is unavailable right now.',
    access_restricted: 'This service is not available in your region.',
  },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** TW unless the player asked for EN (other languages fall back to TW, like the site). */
export function pageLanguage(lang: string | undefined): TLanguage {
  return lang?.toUpperCase() === 'EN' ? 'EN' : 'TW';
}

/** The page for a message key (an error catalogue key), translated. */
export function errorPageHtml(messageKey: string, lang: string | undefined): string {
  const language = pageLanguage(lang);
  const text = TEXT[language];
  const message = text[messageKey] ?? text.default;
  return `<!doctype html>
<html lang="${language === 'EN' ? 'en' : 'zh-Hant'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<link rel="stylesheet" href="/inhouse/assets/common/common.css">
</head>
<body>
<main class="kv-panel kv-error-page" role="alert" data-testid="inhouse-error" data-code="${escapeHtml(messageKey)}">
<h1 class="kv-error-title">${escapeHtml(text.title)}</h1>
<p>${escapeHtml(message)}</p>
<p class="kv-muted">${escapeHtml(text.close)}</p>
</main>
</body>
</html>
`;
}
