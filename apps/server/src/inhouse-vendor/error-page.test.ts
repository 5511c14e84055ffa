import { describe, expect, it } from 'vitest';
import { errorPageHtml } from './error-page.js';

describe('the in-house vendor error page', () => {
  it('says what went wrong in the player language, with styles only from the stylesheet its CSP allows', () => {
    const html = errorPageHtml('game_maintenance', 'EN');
    expect(html).toContain('The game is under maintenance.');
    expect(html).toContain('href="/inhouse/assets/common/common.css"');
    // style-src 'self' drops inline style attributes: the page would lose its layout silently.
    expect(html).not.toMatch(/\sstyle=/);
    expect(errorPageHtml('no_such_key', undefined)).toContain('發生錯誤，請稍後再試。');
  });
});
